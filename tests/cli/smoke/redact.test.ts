import { describe, expect, it } from 'vitest';
import { Redactor, isSecretName, redacted, secretForms } from '../../../cli/smoke/redact';

const email = 'a@b.test';

describe('Redactor', () => {
  it('replaces a password of 4+ characters anywhere in a value, in each of its forms', () => {
    const password = `p"w d&<é/+'`;
    const r = new Redactor({ password, email });
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const echoes = [
      password,
      JSON.stringify(password).slice(1, -1),
      password.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;'),
      password.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&#34;').replaceAll("'", '&#39;'),
      encodeURIComponent(password),
      encodeURIComponent(password).toLowerCase(),
      new URLSearchParams({ v: password }).toString().slice(2),
      b64(password),
      b64(`${email}:${password}`),
    ];
    for (const echo of echoes) expect(r.value(`said:${echo}!`), echo).toBe(`said:${redacted}!`);
  });

  it('replaces a 1–3 character password only where it stands alone, never inside a word', () => {
    const r = new Redactor({ password: 'x', email });
    expect(r.value('exitCode x "x" Box x-ray')).toBe(`exitCode ${redacted} "${redacted}" Box ${redacted}-ray`);
    const amp = new Redactor({ password: '&' });
    expect(amp.value('pw=&amp; a&b')).toBe(`pw=${redacted} a&b`);
    expect(new Redactor({ password: 'test' }).value('testsuites')).toBe(`${redacted}suites`);
  });

  it('redacts a value cut short by a length limit when it ends with the start of a secret', () => {
    const cookie = 'c'.repeat(10) + 'd'.repeat(200);
    const r = new Redactor();
    const answer = new Headers();
    answer.append('set-cookie', `s=${cookie}; Path=/`);
    r.learnHeaders(answer);
    const clipped = `session ${cookie}`.slice(0, 100);
    expect(r.value(clipped)).toBe(`session ${redacted}`);
  });

  it('learns cookie values, bearer and basic credentials; under 8 characters they are redacted by field only', () => {
    const r = new Redactor();
    const answer = new Headers();
    answer.append('set-cookie', 'ktpa=session-value-123; Path=/; HttpOnly');
    answer.append('set-cookie', 'consent=true; Path=/');
    r.learnHeaders(answer);
    r.learnHeaders(new Headers({ cookie: 'identityToken=token-789xyz; lang=en', authorization: 'Bearer bearer-abcdef' }));
    expect(r.value('session-value-123 token-789xyz bearer-abcdef')).toBe(Array(3).fill(redacted).join(' '));
    r.learnHeaders(new Headers({ cookie: `enc=${encodeURIComponent('a/b c;d=e?f')}` }));
    expect(r.value('decoded a/b c;d=e?f')).toBe(`decoded ${redacted}`);
    expect(r.value('isLoggedIn answered true, lang en')).toBe('isLoggedIn answered true, lang en');
    expect(Object.fromEntries(r.headers(new Headers({ cookie: 'consent=true; lang=en' })))).toEqual({
      cookie: `consent=${redacted}; lang=${redacted}`,
    });
  });

  it('knows a proxy password like the account password, and hides a learned value from the length it is given', () => {
    const r = new Redactor({ password: 'account-pw' });
    r.addKnown('p!');
    r.add('user', 4);
    r.add('abc', 4);
    expect(r.value('account-pw p! user abc p!x')).toBe(`${redacted} ${redacted} ${redacted} abc p!x`);
  });

  it('learns token and password fields of JSON bodies, at any depth', () => {
    const r = new Redactor();
    r.learnJson(JSON.stringify({ data: { login: { accessToken: 'jwt.aaa.bbb', status: 'success' } }, list: [{ newPassword: 'Secret-99' }] }));
    expect(r.value('jwt.aaa.bbb then Secret-99 then success')).toBe(`${redacted} then ${redacted} then success`);
  });

  it('redacts the ktpaCookie, ticket and t query values of a URL by field, and the rest by value', () => {
    const r = new Redactor({ password: 'hunter2!' });
    const url = `http://h.test/rest-services/accountManagement/myaccount?ktpaCookie=abc123def&studentId=S1001&ticket=tkt-999&echo=${encodeURIComponent('pw hunter2!')}`;
    expect(r.url(url)).toBe(
      `http://h.test/rest-services/accountManagement/myaccount?ktpaCookie=${redacted}&studentId=S1001&ticket=${redacted}&echo=pw%20${redacted}`,
    );
    expect(r.path(`/reset/${encodeURIComponent('hunter2!')}/x%20y`)).toBe(`/reset/${redacted}/x%20y`);
  });

  it('redacts header values: cookies keep their names, authorization its scheme, set-cookie its attributes', () => {
    const r = new Redactor({ password: 'pw-secret', email });
    const headers = new Headers({
      cookie: 'ktpa=s1; identityToken=t2',
      authorization: `Basic ${Buffer.from(`${email}:pw-secret`).toString('base64')}`,
      'x-api-key': 'k',
      accept: 'application/json',
      'x-echo': 'pw-secret',
    });
    expect(Object.fromEntries(r.headers(headers))).toEqual({
      accept: 'application/json',
      authorization: `Basic ${redacted}`,
      cookie: `ktpa=${redacted}; identityToken=${redacted}`,
      'x-api-key': redacted,
      'x-echo': redacted,
    });
    const answer = new Headers();
    answer.append('set-cookie', 'consent=true; Path=/; SameSite=Lax');
    expect(r.headers(answer)).toEqual([['set-cookie', `consent=${redacted}; Path=/; SameSite=Lax`]]);
  });

  it('redacts JSON bodies by field at any depth and by value elsewhere, keeping every other value and type', () => {
    const r = new Redactor({ password: 'x' });
    const body = { email: 'a@b.test', password: 'x', writes: true, n: 1, variables: { accessToken: 't', tokens: ['a', 'b'] }, note: 'x marks exit' };
    expect(JSON.parse(r.body(JSON.stringify(body)))).toEqual({
      email: 'a@b.test',
      password: redacted,
      writes: true,
      n: 1,
      variables: { accessToken: redacted, tokens: [redacted, redacted] },
      note: `${redacted} marks exit`,
    });
    // Not JSON: the whole text is one value.
    expect(new Redactor({ password: 'Demo-pass1!' }).body('{"password": "Demo-pass1!"')).toBe(`{"password": "${redacted}"`);
  });

  it('redacts a form body field by field', () => {
    const r = new Redactor({ password: 'a b+c' });
    expect(r.body('email=a%40b.test&password=a+b%2Bc&note=said+a+b%2Bc', 'application/x-www-form-urlencoded')).toBe(
      `email=a%40b.test&password=${redacted}&note=said+${redacted}`,
    );
  });

  it('lists raw, JSON, XML, URL, form and base64 forms of a secret', () => {
    const forms = secretForms(`a"<é +`);
    for (const form of ['a"<é +', 'a\\"<é +', 'a\\"<\\u00e9 +', 'a\\"\\u003cé +', 'a&quot;&lt;é +', 'a%22%3C%C3%A9%20%2B', 'a%22%3C%C3%A9+%2B', 'YSI8w6kgKw==']) {
      expect(forms).toContain(form);
    }
  });

  it('names secret fields by token, password and cookie, not ordinary ones', () => {
    expect(['accessToken', 'password', 'newPassword', 'ktpaCookie', 't', 'ticket', 'identityToken', 'x-api-key'].every(isSecretName)).toBe(true);
    expect(['email', 'studentId', 'status', 'message', 'expTime', 'writes'].some(isSecretName)).toBe(false);
  });
});

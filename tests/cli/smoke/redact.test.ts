import { describe, expect, it } from 'vitest';
import { Redactor, isSecretName, redacted } from '../../../cli/smoke/redact';

describe('Redactor', () => {
  it('replaces the password everywhere, also URL- and JSON-escaped, even when short', () => {
    const r = new Redactor(['p"w d']);
    expect(r.text('login with p"w d')).toBe(`login with ${redacted}`);
    expect(r.text('body {"password":"p\\"w d"}')).toBe(`body {"password":"${redacted}"}`);
    expect(r.text(`?x=${encodeURIComponent('p"w d')}`)).toBe(`?x=${redacted}`);
  });

  it('learns cookie values from Set-Cookie and Cookie, and the bearer token of Authorization', () => {
    const r = new Redactor();
    const answer = new Headers();
    answer.append('set-cookie', 'ktpa=session-value-123; Path=/; HttpOnly');
    answer.append('set-cookie', 'confirmation=confirm-456; Path=/');
    r.learnHeaders(answer);
    r.learnHeaders(new Headers({ cookie: 'identityToken=token-789; other=cookie-000', authorization: 'Bearer bearer-abc' }));
    const text = r.text('session-value-123 confirm-456 token-789 cookie-000 bearer-abc');
    expect(text).toBe(Array(5).fill(redacted).join(' '));
  });

  it('learns token and password fields of JSON bodies, at any depth', () => {
    const r = new Redactor();
    r.learnJson(JSON.stringify({ data: { login: { accessToken: 'jwt.aaa.bbb', status: 'success' } }, list: [{ newPassword: 'Secret-9' }] }));
    expect(r.text('jwt.aaa.bbb then Secret-9 then success')).toBe(`${redacted} then ${redacted} then success`);
  });

  it('redacts the ktpaCookie, ticket and t query values of a URL, keeping the other parameters', () => {
    const r = new Redactor();
    const url = 'http://h.test/rest-services/accountManagement/myaccount?ktpaCookie=abc123def&studentId=S1001&ticket=tkt-999';
    expect(r.url(url)).toBe(`http://h.test/rest-services/accountManagement/myaccount?ktpaCookie=${redacted}&studentId=S1001&ticket=${redacted}`);
    r.learnUrl(new URL(url));
    expect(r.text('abc123def tkt-999')).toBe(`${redacted} ${redacted}`);
  });

  it('redacts header values: cookies keep their names, authorization its scheme', () => {
    const r = new Redactor();
    const headers = new Headers({ cookie: 'ktpa=s1; identityToken=t2', authorization: 'Bearer xyz', accept: 'application/json' });
    expect(Object.fromEntries(r.headers(headers))).toEqual({
      accept: 'application/json',
      authorization: `Bearer ${redacted}`,
      cookie: `ktpa=${redacted}; identityToken=${redacted}`,
    });
  });

  it('redacts secret fields of a JSON body and leaves other text bodies to the text pass', () => {
    const r = new Redactor(['Demo-pass1!']);
    expect(JSON.parse(r.body('{"email":"a@b.test","password":"anything","variables":{"accessToken":"t"}}'))).toEqual({
      email: 'a@b.test',
      password: redacted,
      variables: { accessToken: redacted },
    });
    expect(r.body('{"email": "a@b.test", "password": "Demo-pass1!"')).toBe(`{"email": "a@b.test", "password": "${redacted}"`);
  });

  it('names secret fields by token, password and cookie, not ordinary ones', () => {
    expect(['accessToken', 'password', 'newPassword', 'ktpaCookie', 't', 'ticket', 'identityToken'].every(isSecretName)).toBe(true);
    expect(['email', 'studentId', 'status', 'message', 'expTime'].some(isSecretName)).toBe(false);
  });

  it('ignores learned values under four characters (they would eat ordinary text)', () => {
    const r = new Redactor();
    r.learnJson('{"token":"abc"}');
    expect(r.text('abc')).toBe('abc');
  });
});

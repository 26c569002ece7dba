import { boolean, intersection, number, optional, record, string, type, union } from 'superstruct';
import { additionalFieldsVisibility } from '../../../src/core/rules/additional-fields';
import { leadFormFamily } from '../../../src/core/rules/programs';
import { validateSignupEmail } from '../../../src/core/validators/email';
import { type LeadValues, validateAdditionalFields } from '../../../src/core/validators/lead';
import { validateFirstName, validateLastName } from '../../../src/core/validators/names';
import { HttpError, badField } from '../http/errors';
import type { Route } from '../http/route';

/*
 * access §7 POST /rest-services/leadRegistration/register: the lead form of a
 * program family (access §3) with the identity fields sent with it. The
 * family comes from programCode (rules/programs.ts); the fields are checked
 * with the core validators, only those the form shows (access §4 visibility).
 * The answer shape is not shown (access §3): `{ status: 'success', leadId }`.
 * Kept leads are bounded (#13.23): a registration whose values exceed
 * limits.maxLeadBytes is refused (413) and only the newest limits.maxLeads stay.
 */

const LeadBody = intersection([
  type({ email: string(), programCode: string(), firstName: optional(string()), lastName: optional(string()) }),
  record(string(), union([string(), number(), boolean()])),
]);

/** Values as the core validators take them: numbers (a year) as strings. */
function leadValues(body: Record<string, string | number | boolean>): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
}

const text = (values: LeadValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

/** The lead registration route. */
export const routes: Route[] = [
  {
    method: 'POST',
    path: '/rest-services/leadRegistration/register',
    handler: async (ctx) => {
      const body = await ctx.json(LeadBody);
      const { maxLeadBytes, maxLeads } = ctx.state.limits;
      const values = leadValues(body);
      if (Buffer.byteLength(JSON.stringify(values)) > maxLeadBytes) {
        throw new HttpError(413, `A lead registration is kept up to ${maxLeadBytes} bytes`, { limit: maxLeadBytes });
      }
      const emailError = validateSignupEmail(body.email);
      if (emailError) throw badField('email', emailError);
      if (body.programCode.trim() === '') throw badField('programCode', 'required');
      if (body.firstName !== undefined) {
        const nameError = validateFirstName(body.firstName);
        if (nameError) throw badField('firstName', nameError);
      }
      if (body.lastName !== undefined) {
        const nameError = validateLastName(body.lastName);
        if (nameError) throw badField('lastName', nameError);
      }
      const family = leadFormFamily(body.programCode);
      const { visible } = additionalFieldsVisibility(family, {
        eduBackground: text(values, 'eduBackground'),
        schoolLocation: text(values, 'schoolLocation'),
        noBarRepId: values['noBarRepId'] === true || values['noBarRepId'] === 'true',
      });
      const [failing] = Object.entries(validateAdditionalFields(family, values, visible));
      if (failing) throw badField(failing[0], failing[1]);
      const leadId = ctx.state.nextId('L');
      ctx.state.leads.push({ leadId, email: body.email.trim(), programCode: body.programCode, values });
      if (ctx.state.leads.length > maxLeads) ctx.state.leads.splice(0, ctx.state.leads.length - maxLeads);
      return { json: { status: 'success', leadId } };
    },
  },
];

import { object, string } from 'superstruct';
import { accessErrors, transportErrors } from '../../../src/core/messages/errors';
import { validateLoginEmail } from '../../../src/core/validators/email';
import { validateNewPassword } from '../../../src/core/validators/password';
import { HttpError, badField } from '../http/errors';
import { requireQuery } from '../http/query';
import type { Route } from '../http/route';
import { findStudentByEmail, unlockAccount } from './check-credentials';
import { checkResetToken, mintResetToken } from './reset-tokens';

/*
 * access §7 passwords: forgotPassword, resetPassword, validateToken and
 * updatePassword. Answer shapes the spec does not show are listed in
 * docs/fixtures.md.
 */

/** The simulator's own text for a wrong current password (access §8 shows "the server Error text"). */
export const wrongCurrentPasswordText = 'Your current password is incorrect.';
const otherAccountText = 'This email does not belong to the signed-in account.';

const ForgotPasswordBody = object({ email: string() });
const ResetPasswordBody = object({ encUserID: string(), password: string() });
const UpdatePasswordBody = object({ oldPassword: string(), password: string(), userEmail: string() });

/** access §7 updatePassword: "failure carries an Error field". */
function updateFailure(status: number, text: string, field: string): HttpError {
  return new HttpError(status, text, { Error: text, field });
}

/** The password routes (access §7). */
export const routes: Route[] = [
  {
    method: 'POST',
    path: '/rest-services/userLogin/forgotPassword',
    handler: async (ctx) => {
      const { email } = await ctx.json(ForgotPasswordBody);
      const invalid = validateLoginEmail(email);
      if (invalid) throw badField('email', invalid);
      const student = findStudentByEmail(ctx.state, email);
      // access §8 forgot password failure.
      if (!student) throw new HttpError(404, accessErrors.forgotPasswordUnknown, { emailSent: false });
      mintResetToken(ctx.state, student.email);
      return { json: { emailSent: true } };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/userLogin/resetPassword',
    handler: async (ctx) => {
      const body = await ctx.json(ResetPasswordBody);
      const token = checkResetToken(ctx.state, body.encUserID);
      if (!token.valid) {
        throw new HttpError(400, transportErrors.resetLinkExpired, { field: 'encUserID', reason: token.reason });
      }
      const weak = validateNewPassword(body.password);
      if (weak) throw badField('password', weak);
      token.student.password = body.password;
      // The lockout email says "reset your password" (access §8): a reset unlocks.
      unlockAccount(ctx.state, token.student.email);
      ctx.state.resetTokens.delete(body.encUserID);
      return { json: { status: 'success' } };
    },
  },
  {
    method: 'GET',
    path: '/rest-services/userLogin/validateToken',
    handler: (ctx) => {
      const token = requireQuery(ctx.query, 'token');
      return { json: { tokenValid: checkResetToken(ctx.state, token).valid } };
    },
  },
  {
    method: 'POST',
    path: '/rest-services/accountManagement/updatePassword',
    handler: async (ctx) => {
      const student = ctx.requireStudent();
      const body = await ctx.json(UpdatePasswordBody);
      if (body.userEmail.trim().toLowerCase() !== student.email.toLowerCase()) {
        throw updateFailure(403, otherAccountText, 'userEmail');
      }
      if (body.oldPassword !== student.password) throw updateFailure(400, wrongCurrentPasswordText, 'oldPassword');
      // access §5: the same-as-old text (accessValidation.passwordSameAsOld), then the 8–40 rules.
      const invalid = validateNewPassword(body.password, { old: body.oldPassword });
      if (invalid) throw updateFailure(400, invalid, 'password');
      student.password = body.password;
      return { json: { status: 'success' } };
    },
  },
];

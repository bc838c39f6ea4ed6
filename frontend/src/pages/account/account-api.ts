import { api, sendData } from '../../api/client';

/** Calls of issue 14's account recovery and management (typed from openapi.yaml). */
export const requestPasswordReset = (email: string) => sendData(api.POST('/api/password-reset', { body: { email } }));
export const confirmPasswordReset = (token: string, password: string) => sendData(api.POST('/api/password-reset/confirm', { body: { token, password } }));
export const changePassword = (currentPassword: string, newPassword: string) =>
  sendData(api.PUT('/api/user/password', { body: { currentPassword, newPassword } }));
export const resendVerification = () => sendData(api.POST('/api/user/email-verification'));
export const confirmEmail = (token: string) => sendData(api.POST('/api/user/email-verification/confirm', { body: { token } }));
export const closeAccount = (password: string) => sendData(api.DELETE('/api/user', { body: { password } }));

// Written by `pnpm run i18n:compile` from messages/login-dialog.en.ts: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  'login-dialog.title': ['Sign in'],
  'login-dialog.account': ['Account'],
  'login-dialog.accountHint': ['Name or e-mail address'],
  'login-dialog.password': ['Password'],
  'login-dialog.showPassword': ['Show password'],
  'login-dialog.submit': ['Sign in'],
  'login-dialog.or': ['or'],
  'login-dialog.sso': ['Sign in with your university account'],
  'login-dialog.ssoUnavailable': ['University single sign-on is not available right now'],
  'login-dialog.ssoConfigUnknown': ['Could not load the single sign-on settings; please try again later'],
  'login-dialog.errorTitle': ['Error'],
  'login-dialog.missingFields': ['Please enter your account and password'],
  'login-dialog.failedTitle': ['Sign-in failed'],
  'login-dialog.failed': ['Wrong account name or password'],
  'login-dialog.unusableToken': ['The server returned a sign-in token that cannot be used'],
  'login-dialog.callbackInvalidToken': [
    'The sign-in information is invalid or has expired; please sign in again',
  ],
  'login-dialog.callbackFailed': ['Single sign-on failed'],
  'login-dialog.callbackEmptyTitle': ['No sign-in result'],
  'login-dialog.callbackEmpty': [
    'This page receives the result of university single sign-on, but the address holds none. Please sign in again from the home page.',
  ],
};

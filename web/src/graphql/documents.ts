import { VIEWER_FIELDS } from '../session/readViewer';

// Plain strings: urql parses them, and the signed-out pages that import some of these do not load its parser.

export const CAPTCHA_CHALLENGE = /* GraphQL */ `
  query CaptchaChallenge {
    captchaChallenge
  }
`;

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`;

export const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      isSignUpComplete
      userId
      nextStep {
        signUpStep
      }
    }
  }
`;

export const CONFIRM_SIGN_UP = /* GraphQL */ `
  mutation ConfirmSignUp($code: String) {
    confirmSignUp(code: $code)
  }
`;

export const RESEND_SIGN_UP_CODE = /* GraphQL */ `
  mutation ResendSignUpCode {
    resendSignUpCode
  }
`;

export const SIGN_OUT = /* GraphQL */ `
  mutation SignOut($global: Boolean) {
    signOut(global: $global)
  }
`;

export const RESET_PASSWORD = /* GraphQL */ `
  mutation ResetPassword($email: String) {
    resetPassword(email: $email)
  }
`;

export const CONFIRM_RESET_PASSWORD = /* GraphQL */ `
  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {
    confirmResetPassword(input: $input)
  }
`;

export const UPDATE_PASSWORD = /* GraphQL */ `
  mutation UpdatePassword($oldPassword: String, $newPassword: String) {
    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`;

export const SEND_MAIL_UPDATE_EMAIL = /* GraphQL */ `
  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {
    sendMailUpdateEmail(input: $input)
  }
`;

export const UNDO_EMAIL_CHANGE = /* GraphQL */ `
  mutation UndoEmailChange($token: String) {
    undoEmailChange(token: $token)
  }
`;

export const VERIFY_UPDATE_EMAIL = /* GraphQL */ `
  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {
    verifyUpdateEmail(input: $input) {
      ...ViewerFields
    }
  }
  ${VIEWER_FIELDS}
`;

export const ON_SESSION_END = /* GraphQL */ `
  subscription OnSessionEnd {
    onSessionEnd {
      reason
    }
  }
`;

export const CREATE_CONTACT_FORM = /* GraphQL */ `
  mutation CreateContactForm($input: CreateContactFormInput!) {
    createContactForm(input: $input) {
      id
    }
  }
`;

export const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
  ${VIEWER_FIELDS}
`;

import { VIEWER_FIELDS } from '../session/readViewer';

// Plain strings: urql parses them, and the signed-out pages that import some of these do not load its parser.

export const CAPTCHA_CHALLENGE = `
  query CaptchaChallenge {
    captchaChallenge
  }
`;

export const SIGN_IN = `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`;

export const SIGN_UP = `
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

export const CONFIRM_SIGN_UP = `
  mutation ConfirmSignUp($code: String) {
    confirmSignUp(code: $code)
  }
`;

export const RESEND_SIGN_UP_CODE = `
  mutation ResendSignUpCode {
    resendSignUpCode
  }
`;

export const SIGN_OUT = `
  mutation SignOut($global: Boolean) {
    signOut(global: $global)
  }
`;

export const RESET_PASSWORD = `
  mutation ResetPassword($email: String) {
    resetPassword(email: $email)
  }
`;

export const CONFIRM_RESET_PASSWORD = `
  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {
    confirmResetPassword(input: $input)
  }
`;

export const UPDATE_PASSWORD = `
  mutation UpdatePassword($oldPassword: String, $newPassword: String) {
    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`;

export const SEND_MAIL_UPDATE_EMAIL = `
  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {
    sendMailUpdateEmail(input: $input)
  }
`;

export const UNDO_EMAIL_CHANGE = `
  mutation UndoEmailChange($token: String) {
    undoEmailChange(token: $token)
  }
`;

export const VERIFY_UPDATE_EMAIL = `
  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {
    verifyUpdateEmail(input: $input) {
      ...ViewerFields
    }
  }
  ${VIEWER_FIELDS}
`;

export const ON_SESSION_END = `
  subscription OnSessionEnd {
    onSessionEnd {
      reason
    }
  }
`;

export const CREATE_CONTACT_FORM = `
  mutation CreateContactForm($input: CreateContactFormInput!) {
    createContactForm(input: $input) {
      id
    }
  }
`;

export const UPDATE_PROFILE = `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
  ${VIEWER_FIELDS}
`;

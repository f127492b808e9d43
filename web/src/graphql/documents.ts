import { graphql } from './gql';

export const CAPTCHA_CHALLENGE = graphql(`
  query CaptchaChallenge {
    captchaChallenge
  }
`);

export const SIGN_IN = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`);

export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      isSignUpComplete
      userId
      nextStep {
        signUpStep
      }
    }
  }
`);

export const CONFIRM_SIGN_UP = graphql(`
  mutation ConfirmSignUp($code: String) {
    confirmSignUp(code: $code)
  }
`);

export const RESEND_SIGN_UP_CODE = graphql(`
  mutation ResendSignUpCode {
    resendSignUpCode
  }
`);

export const SIGN_OUT = graphql(`
  mutation SignOut($global: Boolean) {
    signOut(global: $global)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String) {
    resetPassword(email: $email)
  }
`);

export const CONFIRM_RESET_PASSWORD = graphql(`
  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {
    confirmResetPassword(input: $input)
  }
`);

export const UPDATE_PASSWORD = graphql(`
  mutation UpdatePassword($oldPassword: String, $newPassword: String) {
    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const SEND_MAIL_UPDATE_EMAIL = graphql(`
  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {
    sendMailUpdateEmail(input: $input)
  }
`);

export const UNDO_EMAIL_CHANGE = graphql(`
  mutation UndoEmailChange($token: String) {
    undoEmailChange(token: $token)
  }
`);

export const SET_PASSWORD_AFTER_EMAIL_UNDO = graphql(`
  mutation SetPasswordAfterEmailUndo($input: SetPasswordAfterEmailUndoInput!) {
    setPasswordAfterEmailUndo(input: $input)
  }
`);

export const VERIFY_UPDATE_EMAIL = graphql(`
  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {
    verifyUpdateEmail(input: $input) {
      ...ViewerFields
    }
  }
`);

export const ON_SESSION_END = graphql(`
  subscription OnSessionEnd {
    onSessionEnd {
      reason
    }
  }
`);

export const ON_UPDATE_VIEWER = graphql(`
  subscription OnUpdateViewer {
    onUpdateViewer {
      ...ViewerFields
    }
  }
`);

export const CREATE_CONTACT_FORM = graphql(`
  mutation CreateContactForm($input: CreateContactFormInput!) {
    createContactForm(input: $input) {
      id
    }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
`);

export const UPDATE_LANGUAGE = graphql(`
  mutation UpdateLanguage($language: String!) {
    updateLanguage(language: $language) {
      ...ViewerFields
    }
  }
`);

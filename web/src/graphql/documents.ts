import { gql } from 'urql';

export const USER_FIELDS = gql`
  fragment ViewerFields on User {
    id
    email
    name
    image
    company_name
    industry
    position
    post_code
    prefectures
    municipality
    address
    building
    phone
    phone2
    qualifications
    status
    isFirstLogin
    isAdmin
    recurring_id
    charge_day
    createdAt
    updatedAt
  }
`;

export const GET_USER_DETAIL = gql`
  query GetUserDetail {
    getUserDetail {
      ...ViewerFields
    }
  }
  ${USER_FIELDS}
`;

export const CAPTCHA_CHALLENGE = gql`
  query CaptchaChallenge {
    captchaChallenge
  }
`;

export const SIGN_IN = gql`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`;

export const SIGN_UP = gql`
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

export const CONFIRM_SIGN_UP = gql`
  mutation ConfirmSignUp($code: String) {
    confirmSignUp(code: $code)
  }
`;

export const RESEND_SIGN_UP_CODE = gql`
  mutation ResendSignUpCode {
    resendSignUpCode
  }
`;

export const SIGN_OUT = gql`
  mutation SignOut($global: Boolean) {
    signOut(global: $global)
  }
`;

export const RESET_PASSWORD = gql`
  mutation ResetPassword($email: String) {
    resetPassword(email: $email)
  }
`;

export const CONFIRM_RESET_PASSWORD = gql`
  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {
    confirmResetPassword(input: $input)
  }
`;

export const UPDATE_PASSWORD = gql`
  mutation UpdatePassword($oldPassword: String, $newPassword: String) {
    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`;

export const SEND_MAIL_UPDATE_EMAIL = gql`
  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {
    sendMailUpdateEmail(input: $input)
  }
`;

export const VERIFY_UPDATE_EMAIL = gql`
  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {
    verifyUpdateEmail(input: $input) {
      ...ViewerFields
    }
  }
  ${USER_FIELDS}
`;

export const ON_SESSION_END = gql`
  subscription OnSessionEnd {
    onSessionEnd {
      reason
    }
  }
`;

export const CREATE_CONTACT_FORM = gql`
  mutation CreateContactForm($input: CreateContactFormInput!) {
    createContactForm(input: $input) {
      id
    }
  }
`;

export const UPDATE_PROFILE = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
  ${USER_FIELDS}
`;

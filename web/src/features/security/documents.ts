import { graphql } from '../../graphql/gql';

export const SIGNED_IN_DEVICES = graphql(`
  query SignedInDevices {
    signedInDevices {
      id
      browser
      os
      deviceType
      address
      createdAt
      lastSeenAt
      current
    }
  }
`);

export const END_SIGNED_IN_DEVICE = graphql(`
  mutation EndSignedInDevice($id: ID) {
    endSignedInDevice(id: $id)
  }
`);

export const CONFIRM_SIGN_IN = graphql(`
  mutation ConfirmSignIn($input: ConfirmSignInInput!) {
    confirmSignIn(input: $input) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`);

export const TWO_STEP_STATUS = graphql(`
  query TwoStepStatus {
    twoStepStatus {
      totpEnabled
      recoveryCodesLeft
    }
  }
`);

export const BEGIN_TOTP_SETUP = graphql(`
  mutation BeginTotpSetup {
    beginTotpSetup {
      secret
      uri
      qrCode
    }
  }
`);

export const CONFIRM_TOTP_SETUP = graphql(`
  mutation ConfirmTotpSetup($code: String) {
    confirmTotpSetup(code: $code)
  }
`);

export const DISABLE_TOTP = graphql(`
  mutation DisableTotp($input: DisableTotpInput!) {
    disableTotp(input: $input)
  }
`);

export const REGENERATE_RECOVERY_CODES = graphql(`
  mutation RegenerateRecoveryCodes($password: String) {
    regenerateRecoveryCodes(password: $password)
  }
`);

export const TWO_STEP_REQUIREMENT = graphql(`
  query TwoStepRequirement {
    twoStepRequirement {
      required
      enforcedAt
    }
    twoStepStatus {
      totpEnabled
    }
  }
`);

export const UPDATE_TWO_STEP_REQUIREMENT = graphql(`
  mutation UpdateTwoStepRequirement($input: TwoStepRequirementInput!) {
    updateTwoStepRequirement(input: $input) {
      required
      enforcedAt
    }
  }
`);

export const PASSKEYS = graphql(`
  query Passkeys {
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const BEGIN_PASSKEY_REGISTRATION = graphql(`
  mutation BeginPasskeyRegistration {
    beginPasskeyRegistration
  }
`);

export const FINISH_PASSKEY_REGISTRATION = graphql(`
  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
    finishPasskeyRegistration(input: $input) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const RENAME_PASSKEY = graphql(`
  mutation RenamePasskey($input: RenamePasskeyInput!) {
    renamePasskey(input: $input) {
      id
      name
    }
  }
`);

export const REMOVE_PASSKEY = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input)
  }
`);

export const BEGIN_PASSKEY_SIGN_IN = graphql(`
  mutation BeginPasskeySignIn {
    beginPasskeySignIn
  }
`);

export const SIGN_IN_WITH_PASSKEY = graphql(`
  mutation SignInWithPasskey($response: JSON) {
    signInWithPasskey(response: $response) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`);

export const BEGIN_PASSKEY_SECOND_STEP = graphql(`
  mutation BeginPasskeySecondStep {
    beginPasskeySecondStep
  }
`);

export const CONFIRM_SIGN_IN_WITH_PASSKEY = graphql(`
  mutation ConfirmSignInWithPasskey($response: JSON) {
    confirmSignInWithPasskey(response: $response) {
      isSignedIn
      nextStep {
        signInStep
      }
    }
  }
`);

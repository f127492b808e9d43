import { gql } from 'urql';

const PACKAGE_LIMITS = gql`
  fragment PackageLimits on Package {
    package_id
    payment_type
    name
    price
    maxCapacityEveryFile
    maxCapacityFileByUser
    maxCapacityFileInRoom
    maxRoom
    maxContact
  }
`;

const PLAN_LIMITS_IN_FORCE = gql`
  fragment PlanLimitsInForce on HeadTransaction {
    package_id
    payment_type
    name
    price
    maxCapacityEveryFile
    maxCapacityFileByUser
    maxCapacityFileInRoom
    maxRoom
    maxContact
  }
`;

export const HEAD_TRANSACTION = gql`
  query HeadTransaction {
    getHeadTransactionByUser {
      ...PlanLimitsInForce
      createdAt
      period_end
      is_regis_auto
      auto_payment_failed
      hasPaymentProfile
    }
  }
  ${PLAN_LIMITS_IN_FORCE}
`;

export const PLAN_PAGE = gql`
  query PlanPage {
    listPackages {
      ...PackageLimits
    }
    getHeadTransactionByUser {
      ...PlanLimitsInForce
      period_end
      is_regis_auto
      next_payment_type
      auto_payment_failed
      hasPaymentProfile
    }
    getUsage {
      roomCount
      contactCount
      fileSize
    }
  }
  ${PACKAGE_LIMITS}
  ${PLAN_LIMITS_IN_FORCE}
`;

export const PAYMENT_SETTINGS = gql`
  query PaymentSettings {
    getPaymentSettings {
      provider
      testMode
      publishableKey
    }
    listPackages {
      ...PackageLimits
    }
  }
  ${PACKAGE_LIMITS}
`;

export const START_CARD_SETUP = gql`
  mutation StartCardSetup($input: HandleStripeTransactionInput!) {
    handleStripeTransaction(input: $input) {
      client_secret
      customer_id
    }
  }
`;

export const START_CARD_CHANGE = gql`
  mutation StartCardChange {
    handleStripeChangePaymentSetup {
      client_secret
      customer_id
    }
  }
`;

export const CHANGE_PERIOD = gql`
  mutation ChangePeriod($input: HandleStripeChangePeriodInput!) {
    handleStripeChangePeriod(input: $input) {
      payment_type
      next_payment_type
    }
  }
`;

export const CONFIRM_CARD_SETUP = gql`
  query ConfirmCardSetup($input: HandleStripeConfirmSetupIntentInput!) {
    handleStripeConfirmSetupIntent(input: $input) {
      status
      payment_method_id
    }
  }
`;

export const SUBSCRIBE = gql`
  mutation Subscribe($input: HandleStripePaymentMethodInput!) {
    handleStripePaymentMethod(input: $input) {
      subscription_id
      amount
      transaction_id
    }
  }
`;

export const PAYMENT_SUCCESS = gql`
  mutation PaymentSuccess($input: HandleStripePaymentSuccessInput!) {
    handleStripePaymentSuccess(input: $input) {
      id
      amount
      package_id
      payment_type
      period_start
      period_end
      receiptUrl
    }
  }
`;

export const CHANGE_CARD = gql`
  mutation ChangeCard($input: HandleStripeChangePaymentInput!) {
    handleStripeChangePayment(input: $input) {
      card_brand
      last_digits
      exp_month
      exp_year
    }
  }
`;

export const CHANGE_METHOD_PAGE = gql`
  query ChangeMethodPage {
    getCard {
      card_no
      card_expire_date
      card_brand
    }
    getHeadTransactionByUser {
      package_id
      payment_type
      name
      price
      period_end
      is_regis_auto
      next_payment_type
      auto_payment_failed
      hasPaymentProfile
    }
    getPaymentSettings {
      provider
      testMode
      publishableKey
    }
    listPackages {
      ...PackageLimits
    }
  }
  ${PACKAGE_LIMITS}
`;

export const CANCEL_PLAN = gql`
  mutation CancelPlan {
    handleStripeRemoveInfo {
      package_id
      period_end
      is_regis_auto
    }
  }
`;

export const TRANSACTION_HISTORY = gql`
  query TransactionHistory($limit: Int, $nextToken: String) {
    listTransactionByUser(limit: $limit, nextToken: $nextToken) {
      items {
        id
        amount
        status
        package_id
        payment_type
        is_regis_auto
        period_start
        period_end
        receiptUrl
        createdAt
      }
      nextToken
    }
  }
`;

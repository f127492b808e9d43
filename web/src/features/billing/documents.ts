import { graphql } from '../../graphql/gql';

export const PACKAGE_LIMITS = graphql(`
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
`);

export const PLAN_LIMITS_IN_FORCE = graphql(`
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
`);

export const HEAD_TRANSACTION_FIELDS = graphql(`
  fragment HeadTransactionFields on HeadTransaction {
    ...PlanLimitsInForce
    createdAt
    period_end
    is_regis_auto
    next_payment_type
    auto_payment_failed
    hasPaymentProfile
  }
`);

export const HEAD_TRANSACTION = graphql(`
  query HeadTransaction {
    getHeadTransactionByUser {
      ...HeadTransactionFields
    }
  }
`);

export const PLAN_PAGE = graphql(`
  query PlanPage {
    listPackages {
      ...PackageLimits
    }
    getHeadTransactionByUser {
      ...HeadTransactionFields
    }
    getUsage {
      roomCount
      contactCount
      fileSize
    }
  }
`);

export const PAYMENT_SETTINGS_FIELDS = graphql(`
  fragment PaymentSettingsFields on PaymentSettings {
    provider
    testMode
    publishableKey
  }
`);

export const PAYMENT_SETTINGS = graphql(`
  query PaymentSettings {
    getPaymentSettings {
      ...PaymentSettingsFields
    }
    listPackages {
      ...PackageLimits
    }
  }
`);

export const START_CARD_SETUP = graphql(`
  mutation StartCardSetup($input: HandleStripeTransactionInput!) {
    handleStripeTransaction(input: $input) {
      client_secret
      customer_id
    }
  }
`);

export const START_CARD_CHANGE = graphql(`
  mutation StartCardChange {
    handleStripeChangePaymentSetup {
      client_secret
      customer_id
    }
  }
`);

export const CHANGE_PERIOD = graphql(`
  mutation ChangePeriod($input: HandleStripeChangePeriodInput!) {
    handleStripeChangePeriod(input: $input) {
      payment_type
      next_payment_type
    }
  }
`);

export const CONFIRM_CARD_SETUP = graphql(`
  query ConfirmCardSetup($input: HandleStripeConfirmSetupIntentInput!) {
    handleStripeConfirmSetupIntent(input: $input) {
      status
      payment_method_id
    }
  }
`);

export const SUBSCRIBE = graphql(`
  mutation Subscribe($input: HandleStripePaymentMethodInput!) {
    handleStripePaymentMethod(input: $input) {
      subscription_id
      amount
      transaction_id
    }
  }
`);

export const PAYMENT_SUCCESS = graphql(`
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
`);

export const CHANGE_CARD = graphql(`
  mutation ChangeCard($input: HandleStripeChangePaymentInput!) {
    handleStripeChangePayment(input: $input) {
      card_brand
      last_digits
      exp_month
      exp_year
    }
  }
`);

export const CHANGE_METHOD_PAGE = graphql(`
  query ChangeMethodPage {
    getCard {
      card_no
      card_expire_date
      card_brand
    }
    getHeadTransactionByUser {
      ...HeadTransactionFields
    }
    getPaymentSettings {
      ...PaymentSettingsFields
    }
    listPackages {
      ...PackageLimits
    }
  }
`);

export const CANCEL_PLAN = graphql(`
  mutation CancelPlan {
    handleStripeRemoveInfo {
      package_id
      period_end
      is_regis_auto
    }
  }
`);

export const TRANSACTION_HISTORY = graphql(`
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
`);

import type { Resolvers } from '../../graphql/generated';
import { batched } from '../../graphql/batch';
import { badInput } from '../../lib/errors';
import { usersById } from '../users';
import { BILLING_MESSAGES } from './messages';
import { TRANSACTION_STATUS } from './periods';
import * as billing from './service';

export const resolvers: Resolvers = {
  Query: {
    listPackages: (_root, _args, ctx) => billing.listPackages(ctx.deps),
    getPaymentSettings: (_root, _args, ctx) => billing.paymentSettings(ctx.deps),
    getHeadTransactionByUser: (_root, args, ctx) => billing.headTransaction(ctx.deps, ctx.viewer, args.user_id),
    getLastTransactionByUser: (_root, args, ctx) => billing.lastTransaction(ctx.deps, ctx.viewer, args.user_id),
    listTransactionByUser: (_root, args, ctx) => billing.listTransactions(ctx.deps, ctx.viewer, args),
    getCard: (_root, _args, ctx) => billing.card(ctx.deps, ctx.viewer),
    getUsage: (_root, args, ctx) => billing.usage(ctx.deps, ctx.viewer, args.user_id),
    handleStripeConfirmSetupIntent: (_root, { input }, ctx) => {
      // A query may come by GET, whose URL servers log: card fields are taken only in a POST body.
      if (ctx.request?.method !== 'POST' && input?.card_number) throw badInput(BILLING_MESSAGES.cardSetupFailed);
      return billing.confirmSetupIntent(ctx.deps, ctx.viewer, input);
    },
  },
  Mutation: {
    handleStripeTransaction: (_root, { input }, ctx) => billing.startCheckout(ctx.deps, ctx.viewer, input),
    handleStripePaymentMethod: (_root, { input }, ctx) => billing.subscribe(ctx.deps, ctx.viewer, input),
    handleStripePaymentSuccess: (_root, { input }, ctx) => billing.paymentSuccess(ctx.deps, ctx.viewer, input),
    handleStripeChangePaymentSetup: (_root, _args, ctx) => billing.startCardChange(ctx.deps, ctx.viewer),
    handleStripeChangePeriod: (_root, { input }, ctx) => billing.changePeriod(ctx.deps, ctx.viewer, input),
    handleStripeChangePayment: (_root, { input }, ctx) => billing.changePaymentMethod(ctx.deps, ctx.viewer, input),
    handleStripeRemoveInfo: (_root, _args, ctx) => billing.cancel(ctx.deps, ctx.viewer),
    handleStripeInvoices: (_root, _args, ctx) => billing.invoices(ctx.deps, ctx.viewer),
    handleStripeCardInfo: (_root, _args, ctx) => billing.cardInfo(ctx.deps, ctx.viewer),
    handleStripeRetrieveCustomerId: (_root, _args, ctx) => billing.customerId(ctx.deps, ctx.viewer),
    handleTransaction: async (_root, { input }, ctx) => {
      await billing.subscribe(ctx.deps, ctx.viewer, input);
      return { message: BILLING_MESSAGES.paymentCompleted };
    },
    handleRemoveInfoGMO: async (_root, _args, ctx) => {
      await billing.cancel(ctx.deps, ctx.viewer);
      return { message: BILLING_MESSAGES.subscriptionCancelled };
    },
    handleChangeCardInfo: async (_root, { input }, ctx) => {
      await billing.changePaymentMethod(ctx.deps, ctx.viewer, input);
      return { message: BILLING_MESSAGES.cardChanged };
    },
  },
  Transaction: {
    receiptUrl: (row) => (row.status === TRANSACTION_STATUS.paid ? `/api/receipts/${row.id}` : null),
    user: (row, _args, ctx) => batched(ctx, usersById).load(row.user_id),
  },
};

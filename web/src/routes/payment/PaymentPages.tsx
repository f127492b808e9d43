// The payment screens load together: someone on one of them is likely to open the others.
export { ChangeMethodPage } from './ChangeMethodPage';
export { HistoryPage } from './HistoryPage';
export { PaymentPage } from './PaymentPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';

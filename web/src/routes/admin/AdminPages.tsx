// The admin area's pages, loaded together on the first visit to any of them.
export { AdminAccountPage } from './AccountPage';
export { AdminAccountsPage } from './AccountsPage';
export { AdminLabelPage } from './LabelPage';
export { AdminTemplatePage } from './TemplatePage';
export { AdminImportPage } from '../../features/imports/ImportsPage';
export { AdminExportPage } from '../../features/exports/AdminExportsPage';

/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription DeliveryFullChanges($r: ID!, $a: Int!) {\n    onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } emotions { user_id emotion } files { items { id name url } } }\n  }\n": typeof types.DeliveryFullChangesDocument,
    "subscription DeliverySmallChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content } }": typeof types.DeliverySmallChangesDocument,
    "subscription DeliveryIncludingChanges($r: ID!, $a: Int!, $s: Boolean!) { onMessageChanges(room_id: $r, afterSeq: $a) { id seq @include(if: $s) } }": typeof types.DeliveryIncludingChangesDocument,
    "subscription DeliveryCompiledChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } } }": typeof types.DeliveryCompiledChangesDocument,
    "mutation DeliveryRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.DeliveryRemoveMemberDocument,
    "mutation DeliveryPostWithFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }": typeof types.DeliveryPostWithFilesDocument,
    "query AdminGetUserDetail { getUserDetail { id } }": typeof types.AdminGetUserDetailDocument,
    "subscription AdminOnSessionEnd { onSessionEnd { reason } }": typeof types.AdminOnSessionEndDocument,
    "mutation AdminChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id }) { id status } }": typeof types.AdminChangeStatusUserDocument,
    "query AdminListAuditLogs { listAuditLogs(limit: 1) { items { action target detail actor { id } } } }": typeof types.AdminListAuditLogsDocument,
    "mutation AdminUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 1 }) { status } }": typeof types.AdminUpdateStatusUserDocument,
    "subscription AdminOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id } }": typeof types.AdminOnCreateMessageDocument,
    "mutation AdminUpdateStatusUser2($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }": typeof types.AdminUpdateStatusUser2Document,
    "mutation AdminChangeStatusUser2($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }": typeof types.AdminChangeStatusUser2Document,
    "mutation AdminUpdateStatusUser3($id: ID!) { updateStatusUser(input: { id: $id, status: 0 }) { id } }": typeof types.AdminUpdateStatusUser3Document,
    "mutation AdminUpdateStatusUser4($id: ID!) { updateStatusUser(input: { id: $id }) { id } }": typeof types.AdminUpdateStatusUser4Document,
    "query AdminGetAdminUserDetail($id: ID!) { getAdminUserDetail(id: $id) {\n        user { id email } rooms { room_id role room { id } } plan { package_id name createdAt } transactions { id }\n        fileVolume fileCount lastSignInAt activeSessions } }": typeof types.AdminGetAdminUserDetailDocument,
    "query AdminGetAdminUserDetail2 { getAdminUserDetail(id: \"nobody\") { fileVolume } }": typeof types.AdminGetAdminUserDetail2Document,
    "mutation AdminAdminCreateDefaultTag { adminCreateDefaultTag(input: { name: \"至急\", color: \"#FF0000\" }) { id name color type room_id } }": typeof types.AdminAdminCreateDefaultTagDocument,
    "mutation AdminAdminCreateDefaultTag2 { adminCreateDefaultTag(input: { name: \"x\", color: \"red\" }) { id } }": typeof types.AdminAdminCreateDefaultTag2Document,
    "mutation AdminAdminUpdateDefaultTag($id: ID) { adminUpdateDefaultTag(input: { id: $id, name: \"急ぎ\" }) { name color } }": typeof types.AdminAdminUpdateDefaultTagDocument,
    "mutation AdminAdminDeleteDefaultTag($id: ID!) { adminDeleteDefaultTag(input: { id: $id }) { id } }": typeof types.AdminAdminDeleteDefaultTagDocument,
    "mutation AdminAdminSaveDefaultTemplate($b: JSON) { adminSaveDefaultTemplate(input: { name: \"進行管理\", boards: $b }) { id type boards } }": typeof types.AdminAdminSaveDefaultTemplateDocument,
    "mutation AdminAdminSaveDefaultTemplate2($id: ID, $b: JSON) { adminSaveDefaultTemplate(input: { id: $id, name: \"改\", boards: $b }) { name boards } }": typeof types.AdminAdminSaveDefaultTemplate2Document,
    "mutation AdminAdminSaveDefaultTemplate3 { adminSaveDefaultTemplate(input: { name: \"空\", boards: [] }) { id } }": typeof types.AdminAdminSaveDefaultTemplate3Document,
    "mutation AdminAdminDeleteDefaultTemplate($id: ID!) { adminDeleteDefaultTemplate(input: { id: $id }) { id } }": typeof types.AdminAdminDeleteDefaultTemplateDocument,
    "query AdminListAuditLogs2 { listAuditLogs(limit: 6) { items { action } } }": typeof types.AdminListAuditLogs2Document,
    "mutation CsvUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": typeof types.CsvUpdateLanguageDocument,
    "query CsvDownloadUserCsv($k: String) { downloadUserCsv(lastExclusiveStartKey: $k) { users { id name } lastExclusiveStartKey } }": typeof types.CsvDownloadUserCsvDocument,
    "subscription JobsOnMaintenanceJobProgress { onMaintenanceJobProgress(name: \"room\") { name processed total } }": typeof types.JobsOnMaintenanceJobProgressDocument,
    "mutation JobsRunMaintenanceJob($name: String) { runMaintenanceJob(input: { name: $name }) { name processed changed } }": typeof types.JobsRunMaintenanceJobDocument,
    "query JobsListMaintenanceJobs { listMaintenanceJobs { name title description } }": typeof types.JobsListMaintenanceJobsDocument,
    "mutation JobsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": typeof types.JobsUpdateLanguageDocument,
    "query JobsListMaintenanceJobsInEnglish { listMaintenanceJobs { name title description } }": typeof types.JobsListMaintenanceJobsInEnglishDocument,
    "query ApiMemberNumbers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { user_id accountNumber } } }": typeof types.ApiMemberNumbersDocument,
    "mutation ApiRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.ApiRemoveMemberDocument,
    "mutation ApiRoutesCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": typeof types.ApiRoutesCreateApiTokenDocument,
    "mutation ApiRoutesDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.ApiRoutesDeleteUserRoomDocument,
    "subscription ApiRoutesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content to_user_id user_id } }": typeof types.ApiRoutesOnCreateMessageDocument,
    "mutation ApiRoutesRequestContact($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }": typeof types.ApiRoutesRequestContactDocument,
    "mutation ApiRoutesAcceptContact($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }": typeof types.ApiRoutesAcceptContactDocument,
    "mutation ApiRoutesCreateColumn($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }": typeof types.ApiRoutesCreateColumnDocument,
    "mutation ApiRoutesSetDone($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id } }": typeof types.ApiRoutesSetDoneDocument,
    "subscription ApiRoutesOnUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role } }": typeof types.ApiRoutesOnUserRoomDocument,
    "mutation ApiRoutesRemoveForFile($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.ApiRoutesRemoveForFileDocument,
    "mutation ApiRoutesJoinByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { role } }": typeof types.ApiRoutesJoinByCodeDocument,
    "mutation ApiCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id name scope createdAt lastUsedAt } } }": typeof types.ApiCreateApiTokenDocument,
    "query ApiApiTokens { apiTokens { id name scope lastUsedAt } apiSettings { enabled } }": typeof types.ApiApiTokensDocument,
    "mutation ApiRevokeApiToken($id: ID!) { revokeApiToken(id: $id) }": typeof types.ApiRevokeApiTokenDocument,
    "mutation ApiUpdateApiSettings($enabled: Boolean!) { updateApiSettings(enabled: $enabled) { enabled } }": typeof types.ApiUpdateApiSettingsDocument,
    "mutation ApiChangeStatusUser($input: ChangeStatusUserInput!) { changeStatusUser(input: $input) { id status } }": typeof types.ApiChangeStatusUserDocument,
    "mutation ApiUpdatePassword($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }": typeof types.ApiUpdatePasswordDocument,
    "mutation ApiResetPassword($e: String) { resetPassword(email: $e) }": typeof types.ApiResetPasswordDocument,
    "mutation ApiConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": typeof types.ApiConfirmResetPasswordDocument,
    "mutation ApiSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn } }": typeof types.ApiSignInDocument,
    "subscription AssistantOnAssistantMessage($id: ID!) { onAssistantMessage(conversationId: $id) { messageId delta done status content error } }": typeof types.AssistantOnAssistantMessageDocument,
    "mutation AssistantCreateConversation { createConversation(input: {}) { id title } }": typeof types.AssistantCreateConversationDocument,
    "mutation AssistantSendAssistantMessage($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id role content status error context_room_id createdAt } }": typeof types.AssistantSendAssistantMessageDocument,
    "query AssistantGetConversation($id: ID!) { getConversation(id: $id) { title messages { id role content status error context_room_id createdAt } } }": typeof types.AssistantGetConversationDocument,
    "mutation AssistantUpdateLanguage { updateLanguage(language: \"en\") { language } }": typeof types.AssistantUpdateLanguageDocument,
    "query AssistantListConversations { listConversations { items { id title } nextToken } }": typeof types.AssistantListConversationsDocument,
    "mutation AssistantRetryAssistantMessage($i: AssistantMessageIdInput!) { retryAssistantMessage(input: $i) { status } }": typeof types.AssistantRetryAssistantMessageDocument,
    "mutation AssistantStopAssistantMessage($i: AssistantMessageIdInput!) { stopAssistantMessage(input: $i) { id role content status error context_room_id createdAt } }": typeof types.AssistantStopAssistantMessageDocument,
    "query AssistantGetConversation2($id: ID!) { getConversation(id: $id) { id } }": typeof types.AssistantGetConversation2Document,
    "query AssistantGetAssistantStatus { getAssistantStatus { configured model requestsToday requestsPerDay } }": typeof types.AssistantGetAssistantStatusDocument,
    "query AssistantGetAssistantStatus2 { getAssistantStatus { configured model } }": typeof types.AssistantGetAssistantStatus2Document,
    "query AuthGetUserDetail { getUserDetail { id email status isFirstLogin qualifications } }": typeof types.AuthGetUserDetailDocument,
    "mutation AuthConfirmSignUp { confirmSignUp(code: \"000000\") }": typeof types.AuthConfirmSignUpDocument,
    "mutation AuthConfirmSignUp2($c: String) { confirmSignUp(code: $c) }": typeof types.AuthConfirmSignUp2Document,
    "mutation AuthSignOut { signOut }": typeof types.AuthSignOutDocument,
    "mutation AuthResetPassword($e: String) { resetPassword(email: $e) }": typeof types.AuthResetPasswordDocument,
    "mutation AuthConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": typeof types.AuthConfirmResetPasswordDocument,
    "mutation AuthSignOut2 { signOut(global: true) }": typeof types.AuthSignOut2Document,
    "mutation AuthUpdatePassword { updatePassword(oldPassword: \"nope\", newPassword: \"brandnew123\") }": typeof types.AuthUpdatePasswordDocument,
    "mutation AuthUpdatePassword2($o: String) { updatePassword(oldPassword: $o, newPassword: \"brandnew123\") }": typeof types.AuthUpdatePassword2Document,
    "mutation AuthSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": typeof types.AuthSendMailUpdateEmailDocument,
    "mutation AuthVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }": typeof types.AuthVerifyUpdateEmailDocument,
    "query AuthCustomGetNotifications { customGetNotifications { items { type content link } } }": typeof types.AuthCustomGetNotificationsDocument,
    "query AuthGetUserDetail2 { getUserDetail { pendingEmail } }": typeof types.AuthGetUserDetail2Document,
    "query AuthGetProfile($id: ID) { getProfile(id: $id) { pendingEmail } }": typeof types.AuthGetProfileDocument,
    "query AvatarsGetProfile($id: ID) { getProfile(id: $id) { image } }": typeof types.AvatarsGetProfileDocument,
    "mutation AvatarsUpdateProfile { updateProfile(input: { image: \"https://example.com/me.png\" }) { image } }": typeof types.AvatarsUpdateProfileDocument,
    "mutation AvatarsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.AvatarsCustomDeleteUserRoomDocument,
    "mutation AvatarsUpdateRoom($i: UpdateRoomInput!) { updateRoom(input: $i) { id } }": typeof types.AvatarsUpdateRoomDocument,
    "query BillingGetHeadTransactionByUser { getHeadTransactionByUser {\n  package_id payment_type name price maxRoom maxContact maxCapacityEveryFile maxCapacityFileByUser\n  maxCapacityFileInRoom createdAt period_end is_regis_auto next_payment_type auto_payment_failed hasPaymentProfile\n} }": typeof types.BillingGetHeadTransactionByUserDocument,
    "mutation BillingHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }": typeof types.BillingHandleStripeTransactionDocument,
    "query BillingHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) {\n  handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { card_brand last_digits exp_month exp_year } }\n}": typeof types.BillingHandleStripeConfirmSetupIntentDocument,
    "mutation BillingHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) {\n  handleStripePaymentMethod(input: $input) { subscription_id customer_id amount transaction_id }\n}": typeof types.BillingHandleStripePaymentMethodDocument,
    "mutation BillingHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }": typeof types.BillingHandleStripeChangePaymentSetupDocument,
    "mutation BillingHandleStripeChangePayment2($input: HandleStripeChangePaymentInput!) {\n  handleStripeChangePayment(input: $input) { card_brand last_digits exp_month exp_year }\n}": typeof types.BillingHandleStripeChangePayment2Document,
    "mutation BillingHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) {\n  handleStripeChangePeriod(input: $input) { package_id payment_type price next_payment_type }\n}": typeof types.BillingHandleStripeChangePeriodDocument,
    "query BillingGetUsage { getUsage { roomCount contactCount fileSize } }": typeof types.BillingGetUsageDocument,
    "query BillingListTransactionByUser($limit: Int, $nextToken: String) { listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n  items { id amount status package_id payment_type is_regis_auto period_start period_end receiptUrl } nextToken\n} }": typeof types.BillingListTransactionByUserDocument,
    "query BillingGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } listPackages { package_id payment_type price } }": typeof types.BillingGetPaymentSettingsDocument,
    "query BillingGetLastTransactionByUser { getLastTransactionByUser { id } getCard { card_no } }": typeof types.BillingGetLastTransactionByUserDocument,
    "query BillingGetHeadTransactionByUser2($id: ID) { getHeadTransactionByUser(user_id: $id) { package_id } }": typeof types.BillingGetHeadTransactionByUser2Document,
    "query BillingGetCard { getCard { card_no card_expire_date card_brand } }": typeof types.BillingGetCardDocument,
    "mutation BillingHandleStripePaymentSuccess($input: HandleStripePaymentSuccessInput!) { handleStripePaymentSuccess(input: $input) { id amount status } }": typeof types.BillingHandleStripePaymentSuccessDocument,
    "mutation BillingHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto period_end } }": typeof types.BillingHandleStripeRemoveInfoDocument,
    "mutation BillingHandleRemoveInfoGMO { handleRemoveInfoGMO { message } }": typeof types.BillingHandleRemoveInfoGmoDocument,
    "mutation BillingHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }": typeof types.BillingHandleStripeChangePaymentDocument,
    "mutation BillingHandleChangeCardInfo($input: HandleStripeChangePaymentInput!) { handleChangeCardInfo(input: $input) { message } }": typeof types.BillingHandleChangeCardInfoDocument,
    "query BillingGetCard2 { getCard { card_no card_expire_date } }": typeof types.BillingGetCard2Document,
    "mutation BillingHandleStripeRemoveInfo2 { handleStripeRemoveInfo { package_id } }": typeof types.BillingHandleStripeRemoveInfo2Document,
    "query BillingTransactionsCreatedAt($createdAt: TransactionCreatedAtCondition) {\n      listTransactionByUser(createdAt: $createdAt, sortDirection: \"ASC\") { items { createdAt } }\n    }": typeof types.BillingTransactionsCreatedAtDocument,
    "mutation BillingAddRoom { addRoom(input: { name: \"営業部\" }) { id } }": typeof types.BillingAddRoomDocument,
    "mutation BillingAddRoom2 { addRoom(input: { name: \"経理部\" }) { id } }": typeof types.BillingAddRoom2Document,
    "mutation BillingAddRoom3 { addRoom(input: { name: \"他人のルーム\" }) { id } }": typeof types.BillingAddRoom3Document,
    "query BillingGetUsage2($id: ID) { getUsage(user_id: $id) { roomCount } }": typeof types.BillingGetUsage2Document,
    "query StripeGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } }": typeof types.StripeGetPaymentSettingsDocument,
    "mutation StripeHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }": typeof types.StripeHandleStripeTransactionDocument,
    "query StripeHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status } }": typeof types.StripeHandleStripeConfirmSetupIntentDocument,
    "query StripeHandleStripeConfirmSetupIntent2($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { last_digits } } }": typeof types.StripeHandleStripeConfirmSetupIntent2Document,
    "mutation StripeHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id } }": typeof types.StripeHandleStripePaymentMethodDocument,
    "mutation StripeHandleStripePaymentMethod2($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id customer_id customer_name amount } }": typeof types.StripeHandleStripePaymentMethod2Document,
    "mutation StripeHandleStripeInvoices { handleStripeInvoices { id total_amount status } handleStripeRetrieveCustomerId { customer_id } }": typeof types.StripeHandleStripeInvoicesDocument,
    "mutation StripeHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }": typeof types.StripeHandleStripeChangePaymentSetupDocument,
    "query StripeHandleStripeConfirmSetupIntent3($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { payment_method_id } }": typeof types.StripeHandleStripeConfirmSetupIntent3Document,
    "mutation StripeHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }": typeof types.StripeHandleStripeChangePaymentDocument,
    "query StripeGetHeadTransactionByUser { getHeadTransactionByUser { auto_payment_failed } }": typeof types.StripeGetHeadTransactionByUserDocument,
    "mutation StripeHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) { handleStripeChangePeriod(input: $input) { payment_type next_payment_type } }": typeof types.StripeHandleStripeChangePeriodDocument,
    "mutation StripeHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto } }": typeof types.StripeHandleStripeRemoveInfoDocument,
    "query StripeGetHeadTransactionByUser2 { getHeadTransactionByUser { package_id } }": typeof types.StripeGetHeadTransactionByUser2Document,
    "mutation BoardsCreateBoardByRoom($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id name order color } }": typeof types.BoardsCreateBoardByRoomDocument,
    "mutation BoardsCreateTaskByBoard($input: CreateTaskByBoardInput!) {\n  createTaskByBoard(input: $input) { id name order board_id usersAssignee { id } }\n}": typeof types.BoardsCreateTaskByBoardDocument,
    "mutation BoardsUpdateOrderTask($input: UpdateOrderTaskInput!) {\n  updateOrderTask(input: $input) { room_id action board_id user_id tasks { id order board_id } }\n}": typeof types.BoardsUpdateOrderTaskDocument,
    "query BoardsListBoardsByRoom($room_id: ID!, $is_archive: Boolean) {\n  listBoardsByRoom(room_id: $room_id, is_archive: $is_archive) {\n    items { id name order is_archive labels room { id } user { id } tasks { items { id name order usersAssignee { id } } } }\n  }\n}": typeof types.BoardsListBoardsByRoomDocument,
    "mutation BoardsSetTagsByRole($input: UpdateTaskInput!) { set: updateTaskByRole(input: $input) { id tags { id name color } } }": typeof types.BoardsSetTagsByRoleDocument,
    "mutation BoardsSetTags($input: UpdateTaskInput!) { set: updateTask(input: $input) { id tags { id name color } } }": typeof types.BoardsSetTagsDocument,
    "mutation BoardsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }": typeof types.BoardsRemoveTaskDocument,
    "mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }": typeof types.BoardsRemoveBoardDocument,
    "mutation BoardsUpdateArchiveBoard($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: true }) { id } }": typeof types.BoardsUpdateArchiveBoardDocument,
    "mutation BoardsUpdateArchiveBoard2($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: false }) { id } }": typeof types.BoardsUpdateArchiveBoard2Document,
    "query BoardsGetTaskDetail($id: ID!) { getTaskDetail(id: $id) { history { action from_board_name to_board_name user { id } } } }": typeof types.BoardsGetTaskDetailDocument,
    "mutation BoardsCreateTag2($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"複製\", color: \"#7048e8\" }) { id } }": typeof types.BoardsCreateTag2Document,
    "mutation BoardsUpdateTask($id: ID!, $tag_ids: ID!) { updateTask(input: { id: $id, tag_ids: [$tag_ids] }) { id } }": typeof types.BoardsUpdateTaskDocument,
    "mutation BoardsCloneBoard($id: ID!) { cloneBoard(input: { id: $id }) {\n      id order name tasks { items { id name usersAssignee { id } tags { id } } } } }": typeof types.BoardsCloneBoardDocument,
    "mutation BoardsUpdateTask2($id: ID!) { updateTask(input: { id: $id, name: \"変更\" }) { id } }": typeof types.BoardsUpdateTask2Document,
    "query BoardsGetListBoardAllRoom { getListBoardAllRoom { items { id room_id } } }": typeof types.BoardsGetListBoardAllRoomDocument,
    "mutation BoardsUpdateFileTask($id: ID!, $ids: [ID!]!) { updateFileTask(input: { id: $id, file_ids: $ids }) {\n      files { file_id name size type user_upload_name user_upload_id createdAt } } }": typeof types.BoardsUpdateFileTaskDocument,
    "mutation BoardsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": typeof types.BoardsCreateTagDocument,
    "mutation BoardsUpdateTask3($id: ID!) { updateTask(input: { id: $id, name: \"名前だけ\" }) { id } }": typeof types.BoardsUpdateTask3Document,
    "query BoardsListBoardsByRoom2($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id tasks { items { id tags { id } } } } } }": typeof types.BoardsListBoardsByRoom2Document,
    "mutation BoardsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }": typeof types.BoardsDeleteTagDocument,
    "query BoardsGetTaskDetail2($id: ID!) { getTaskDetail(id: $id) { tags { id } } }": typeof types.BoardsGetTaskDetail2Document,
    "mutation BoardsUpdateTaskDescription($input: UpdateTaskInput!) { updateTask(input: $input) { id description } }": typeof types.BoardsUpdateTaskDescriptionDocument,
    "mutation BoardsCreateTag3($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"自室\", color: \"#2f9e44\" }) { id } }": typeof types.BoardsCreateTag3Document,
    "mutation BoardsCreateTag4($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"他室\", color: \"#f08c00\" }) { id } }": typeof types.BoardsCreateTag4Document,
    "mutation BoardsUpdateTaskByRole($input: UpdateTaskInput!) { updateTaskByRole(input: $input) { id } }": typeof types.BoardsUpdateTaskByRoleDocument,
    "mutation BoardsUpdateTask4($id: ID!) { updateTask(input: { id: $id, tag_ids: [] }) { id } }": typeof types.BoardsUpdateTask4Document,
    "mutation ChecklistsCreate($input: CreateTaskChecklistInput!) {\n  createTaskChecklist(input: $input) { id updatedAt checklistProgress { done total } checklists { id name items { id name is_done user_assignee_id userAssignee { id } } } }\n}": typeof types.ChecklistsCreateDocument,
    "mutation ChecklistsRename($input: UpdateTaskChecklistInput!) { updateTaskChecklist(input: $input) { checklists { id name } } }": typeof types.ChecklistsRenameDocument,
    "mutation ChecklistsMove($input: MoveChecklistInput!) { moveTaskChecklist(input: $input) { checklists { id name } } }": typeof types.ChecklistsMoveDocument,
    "mutation ChecklistsDelete($input: ChecklistIdInput!) { deleteTaskChecklist(input: $input) { checklists { id } checklistProgress { done total } } }": typeof types.ChecklistsDeleteDocument,
    "mutation ChecklistsCreateItem($input: CreateChecklistItemInput!) {\n  createChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id userAssignee { id } } } }\n}": typeof types.ChecklistsCreateItemDocument,
    "mutation ChecklistsUpdateItem($input: UpdateChecklistItemInput!) {\n  updateChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id } } }\n}": typeof types.ChecklistsUpdateItemDocument,
    "mutation ChecklistsMoveItem($input: MoveChecklistInput!) { moveChecklistItem(input: $input) { checklists { items { name } } } }": typeof types.ChecklistsMoveItemDocument,
    "mutation ChecklistsDeleteItem($input: ChecklistIdInput!) { deleteChecklistItem(input: $input) { checklistProgress { done total } } }": typeof types.ChecklistsDeleteItemDocument,
    "query ChecklistsHistory($id: ID!) { getTaskDetail(id: $id) { history { action subject user { id } } } }": typeof types.ChecklistsHistoryDocument,
    "mutation ChecklistsCreateTask($board_id: ID!, $name: String!) { createTaskByBoard(input: { board_id: $board_id, name: $name }) { id } }": typeof types.ChecklistsCreateTaskDocument,
    "mutation ChecklistsCreateBoard($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"ToDo\" }) { id } }": typeof types.ChecklistsCreateBoardDocument,
    "mutation ChecklistsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }": typeof types.ChecklistsRemoveTaskDocument,
    "mutation ChecklistsCloneBoard($id: ID!) { cloneBoard(input: { id: $id, name: \"複製\" }) { id tasks { items { name checklistProgress { done total } checklists { name items { name is_done user_assignee_id } } } } } }": typeof types.ChecklistsCloneBoardDocument,
    "subscription ChecklistsOnTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id checklistProgress { done total } } } }": typeof types.ChecklistsOnTaskDocument,
    "mutation ChecklistsRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.ChecklistsRemoveMemberDocument,
    "mutation DoneCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id is_done } }": typeof types.DoneCreateBoardDocument,
    "mutation DoneCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id board_id status } }": typeof types.DoneCreateTaskDocument,
    "mutation DoneMoveTask($input: UpdateOrderTaskInput!) { updateOrderTask(input: $input) { board_id tasks { id board_id status } } }": typeof types.DoneMoveTaskDocument,
    "mutation DoneUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id board_id status } }": typeof types.DoneUpdateTaskDocument,
    "mutation DoneSetDoneBoard($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id is_done } }": typeof types.DoneSetDoneBoardDocument,
    "query DoneList($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id is_done } } }": typeof types.DoneListDocument,
    "subscription RealtimeOnUpdateOrderTask($room_id: ID!) {\n  onUpdateOrderTask(room_id: $room_id) { room_id action board_id user_id tasks { id order board_id } }\n}": typeof types.RealtimeOnUpdateOrderTaskDocument,
    "mutation RealtimeCreateBoardByRoom($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"A\" }) { id } }": typeof types.RealtimeCreateBoardByRoomDocument,
    "mutation RealtimeCreateBoardByRoom2($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"B\" }) { id } }": typeof types.RealtimeCreateBoardByRoom2Document,
    "mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: \"T\" }) { id } }": typeof types.RealtimeCreateTaskByBoardDocument,
    "mutation RealtimeUpdateOrderTask($id: ID!, $board_id: ID!) { updateOrderTask(input: { id: $id, board_id: $board_id }) { action } }": typeof types.RealtimeUpdateOrderTaskDocument,
    "subscription RealtimeOnUpdateOrderTask2($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id tags { id name color } } } }": typeof types.RealtimeOnUpdateOrderTask2Document,
    "mutation RealtimeCreateBoardByRoom3($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"タグ\" }) { id } }": typeof types.RealtimeCreateBoardByRoom3Document,
    "mutation RealtimeCreateTag($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"至急\", color: \"#e03131\" }) { id } }": typeof types.RealtimeCreateTagDocument,
    "mutation RealtimeUpdateTaskByRole($id: ID!, $tag_ids: ID!) { updateTaskByRole(input: { id: $id, tag_ids: [$tag_ids] }) { id } }": typeof types.RealtimeUpdateTaskByRoleDocument,
    "subscription RealtimeOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id boards { id name order } } }": typeof types.RealtimeOnUpdateBoardDocument,
    "mutation RealtimeCreateBoardByRoom4($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"見える\" }) { id order } }": typeof types.RealtimeCreateBoardByRoom4Document,
    "mutation RealtimeCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.RealtimeCustomDeleteUserRoomDocument,
    "mutation RealtimeUpdateBoard($id: ID!) { updateBoard(input: { id: $id, name: \"見えない\" }) { id } }": typeof types.RealtimeUpdateBoardDocument,
    "mutation RealtimeCreateBoardByRoom5($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"C\" }) { id } }": typeof types.RealtimeCreateBoardByRoom5Document,
    "mutation RealtimeCreateMemoTasks($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"確認しました\", isMessage: true }) { id isMessage message_id user { id } } }": typeof types.RealtimeCreateMemoTasksDocument,
    "mutation RealtimeCreateMemoTasks2($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"メモだけ\" }) { id isMessage message_id } }": typeof types.RealtimeCreateMemoTasks2Document,
    "query RealtimeListCommentByTasks($task_id: ID!) { listCommentByTasks(task_id: $task_id, user_room_id: \"x\") { items { content } } }": typeof types.RealtimeListCommentByTasksDocument,
    "mutation RealtimeUpdateMemoTasks($id: ID!) { updateMemoTasks(input: { id: $id, content: \"改ざん\" }) { id } }": typeof types.RealtimeUpdateMemoTasksDocument,
    "mutation RealtimeRemoveMessageByMemoTask($id: ID!) { removeMessageByMemoTask(input: { id: $id }) { isMessage message_id content } }": typeof types.RealtimeRemoveMessageByMemoTaskDocument,
    "query TaskFilterListTasks($filter: TaskFilterInput!, $limit: Int, $nextToken: String) {\n  listTasks(filter: $filter, limit: $limit, nextToken: $nextToken) {\n    items { id name board_id order usersAssignee { id } tags { id } checklistProgress { done total } }\n    nextToken\n  }\n}": typeof types.TaskFilterListTasksDocument,
    "mutation TaskFilterCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }": typeof types.TaskFilterCreateBoardDocument,
    "mutation TaskFilterCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }": typeof types.TaskFilterCreateTaskDocument,
    "mutation TaskFilterUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id } }": typeof types.TaskFilterUpdateTaskDocument,
    "mutation TaskFilterArchive($input: UpdateArchiveBoardInput!) { updateArchiveBoard(input: $input) { id } }": typeof types.TaskFilterArchiveDocument,
    "mutation TaskFilterCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": typeof types.TaskFilterCreateTagDocument,
    "mutation TaskFilterRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.TaskFilterRemoveMemberDocument,
    "mutation ContactCreateContactForm($input: CreateContactFormInput!) {\n  createContactForm(input: $input) { id name email company_name content createdAt }\n}": typeof types.ContactCreateContactFormDocument,
    "mutation ExportsStart($input: StartExportInput!) { startExport(input: $input) { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }": typeof types.ExportsStartDocument,
    "query ExportsList { listExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }": typeof types.ExportsListDocument,
    "query ExportsMine { listMyExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }": typeof types.ExportsMineDocument,
    "mutation ExportsCancel($id: ID!) { cancelExportJob(input: { id: $id }) { id state finishedAt } }": typeof types.ExportsCancelDocument,
    "query ExportsRooms($search: String) { exportableRooms(search: $search) { id name countUser } }": typeof types.ExportsRoomsDocument,
    "query FilesGetVolumeFileFunction($room_id: ID, $user_id: ID, $type: String) {\n  getVolumeFileFunction(room_id: $room_id, user_id: $user_id, type: $type) { total_file total_file_size }\n}": typeof types.FilesGetVolumeFileFunctionDocument,
    "query FilesGetFilesFunction($room_id: ID!, $type: String) {\n  getFilesFunction(room_id: $room_id, type: $type) { items { id name size type url thumbnailUrl width height userCreated { id } } nextToken }\n}": typeof types.FilesGetFilesFunctionDocument,
    "query FilesGetFileDetail($id: ID!) { getFileDetail(id: $id) { id name url deletedAt } }": typeof types.FilesGetFileDetailDocument,
    "mutation FilesSoftDeleteFileFunction($id: ID) { softDeleteFileFunction(input: { id: $id }) { id deletedAt user_deleted_id } }": typeof types.FilesSoftDeleteFileFunctionDocument,
    "mutation FilesHardDeleteFileFunction($id: ID) { hardDeleteFileFunction(input: { id: $id }) { id deletedAt } }": typeof types.FilesHardDeleteFileFunctionDocument,
    "mutation FilesCreateFile($input: UpdateFileInput!) { createFile(input: $input) { id message_id } }": typeof types.FilesCreateFileDocument,
    "mutation FilesCreateFileFunction($input: [UpdateFileInput!]!) { createFileFunction(input: $input) { id message_id } }": typeof types.FilesCreateFileFunctionDocument,
    "query ImportsGetJob($id: ID!) { getImportJob(id: $id) { id kind state file_name report done total counts error createdAt finishedAt } }": typeof types.ImportsGetJobDocument,
    "query ImportsListJobs { listImportJobs { id state } }": typeof types.ImportsListJobsDocument,
    "mutation ImportsStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }": typeof types.ImportsStartJobDocument,
    "mutation ImportsCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state finishedAt } }": typeof types.ImportsCancelJobDocument,
    "mutation ImportsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": typeof types.ImportsUpdateLanguageDocument,
    "query ImportsSearch($content: String) { searchMessages(content: $content) { items { id content room_id user { name } } } }": typeof types.ImportsSearchDocument,
    "mutation MusubiRoundTripExport($input: StartExportInput!) { startExport(input: $input) { id } }": typeof types.MusubiRoundTripExportDocument,
    "query MusubiRoundTripExports { listExportJobs { id state downloadPath } }": typeof types.MusubiRoundTripExportsDocument,
    "query MusubiGetJob($id: ID!) { getImportJob(id: $id) { id kind state done total counts report error } }": typeof types.MusubiGetJobDocument,
    "mutation MusubiStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }": typeof types.MusubiStartJobDocument,
    "query TrelloGetJob($id: ID!) { getImportJob(id: $id) { id kind room_id state file_name report done total counts error } }": typeof types.TrelloGetJobDocument,
    "query TrelloListJobs($room_id: ID) { listImportJobs(room_id: $room_id) { id kind room_id } }": typeof types.TrelloListJobsDocument,
    "mutation TrelloStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }": typeof types.TrelloStartJobDocument,
    "mutation TrelloCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state } }": typeof types.TrelloCancelJobDocument,
    "subscription TrelloOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id user_id boards { id name } } }": typeof types.TrelloOnUpdateBoardDocument,
    "subscription TrelloOnUpdateOrderTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id user_id tasks { id board_id } } }": typeof types.TrelloOnUpdateOrderTaskDocument,
    "query TrelloBoardTasks($id: ID!) { getTaskDetail(id: $id) { id name checklistProgress { done total } } }": typeof types.TrelloBoardTasksDocument,
    "subscription LiveOrderChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id change_seq } }": typeof types.LiveOrderChangesDocument,
    "subscription LiveOrderCreates($r: ID!) { onCreateMessage(room_id: $r) { id } }": typeof types.LiveOrderCreatesDocument,
    "mutation MessagesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.MessagesCustomDeleteUserRoomDocument,
    "mutation MessagesUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": typeof types.MessagesUpdateMessageByRoleDocument,
    "mutation MessagesDeleteMessageByRoleOfAnyRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": typeof types.MessagesDeleteMessageByRoleOfAnyRoleDocument,
    "query MessagesCustomGetMessage($id: ID!) { customGetMessage(id: $id) { id } }": typeof types.MessagesCustomGetMessageDocument,
    "mutation MessagesDeleteAllMessageInRoom($i: DeleteAllMessageInRoomInput!) { deleteAllMessageInRoom(input: $i) }": typeof types.MessagesDeleteAllMessageInRoomDocument,
    "mutation MessagesDeleteMessages($i: DeleteMessagesInput!) { deleteMessages(input: $i) { id deletedAt } }": typeof types.MessagesDeleteMessagesDocument,
    "query MessagesCustomGetNotifications { customGetNotifications { items { type content room_id user_created_id status link } } }": typeof types.MessagesCustomGetNotificationsDocument,
    "query MessagesNotificationByUser($u: ID!) { notificationByUser(user_id: $u) { items { content } } }": typeof types.MessagesNotificationByUserDocument,
    "mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }": typeof types.MessagesDeleteMessageByRoleDocument,
    "mutation MessagesUpdateUnreadUserRoomCounts($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages unread_mentions last_read_seq } }": typeof types.MessagesUpdateUnreadUserRoomCountsDocument,
    "mutation MessagesUpdateMessageByRole2($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }": typeof types.MessagesUpdateMessageByRole2Document,
    "mutation MessagesUpdateUnreadUserRoomMark($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages last_read_seq } }": typeof types.MessagesUpdateUnreadUserRoomMarkDocument,
    "mutation MessagesUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { last_read_seq } }": typeof types.MessagesUpdateUnreadUserRoomDocument,
    "query MessagesCustomGetNotifications2 { customGetNotifications(filter: { status: 0 }) { items { id } } }": typeof types.MessagesCustomGetNotifications2Document,
    "mutation MessagesCustomUpdateNotification($i: UpdateNotificationInput!) { customUpdateNotification(input: $i) { id status } }": typeof types.MessagesCustomUpdateNotificationDocument,
    "mutation MessagesCustomDeleteNotification($i: DeleteNotificationInput!) { customDeleteNotification(input: $i) { id } }": typeof types.MessagesCustomDeleteNotificationDocument,
    "mutation MessagesUpdateMessageByRole3($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { emotions { user_id emotion } } }": typeof types.MessagesUpdateMessageByRole3Document,
    "query MessagesCustomGetMessagesByRoom($r: ID!, $t: String, $a: Int) { customGetMessagesByRoom(room_id: $r, limit: 2, nextToken: $t, afterSeq: $a) { items { id content seq change_seq deletedAt } nextToken } }": typeof types.MessagesCustomGetMessagesByRoomDocument,
    "mutation MessagesUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id } }": typeof types.MessagesUpdateUserRoomDocument,
    "subscription MessagesOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } }": typeof types.MessagesOnUpdateUserRoomDocument,
    "query MessagesUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } } }": typeof types.MessagesUserRoomByUserAndRoomDocument,
    "subscription MessagesOnUpdateUserRoomShared($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id unread_messages last_message role room { id name } } }": typeof types.MessagesOnUpdateUserRoomSharedDocument,
    "subscription MessagesOnUpdateUserRoom2($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role favorite removed } }": typeof types.MessagesOnUpdateUserRoom2Document,
    "subscription MessagesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": typeof types.MessagesOnCreateMessageDocument,
    "subscription MessagesOnUpdateUserRoom3($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id removed } }": typeof types.MessagesOnUpdateUserRoom3Document,
    "query MessagesGetRoomList { getRoomList { items { id kind } } }": typeof types.MessagesGetRoomListDocument,
    "subscription MessagesOnUpdateUserRoom4($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }": typeof types.MessagesOnUpdateUserRoom4Document,
    "mutation MessagesUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }": typeof types.MessagesUpdateStatusUserDocument,
    "query MessagesCustomGetMessagesByRoom2($r: ID!, $a: Int) { customGetMessagesByRoom(room_id: $r, afterSeq: $a) { items { id } } }": typeof types.MessagesCustomGetMessagesByRoom2Document,
    "mutation MessagesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }": typeof types.MessagesCreateMessageByRoleDocument,
    "query MessagesSearchMessages($c: String, $t: String, $l: Int) { searchMessages(content: $c, limit: $l, nextToken: $t) { items { content } nextToken } }": typeof types.MessagesSearchMessagesDocument,
    "mutation MessagesSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id drafts { room_id action draft } } }": typeof types.MessagesSaveDraftDocument,
    "query MessagesGetDraftMessages($id: ID) { getDraftMessages(id: $id) { id } }": typeof types.MessagesGetDraftMessagesDocument,
    "query MessagesGetDraftMessages2 { getDraftMessages { drafts { draft version } } }": typeof types.MessagesGetDraftMessages2Document,
    "mutation MessagesCreateOrUpdateDraftMessages($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { saved { room_id action draft version } } }": typeof types.MessagesCreateOrUpdateDraftMessagesDocument,
    "subscription MessagesOnDraftMessage($u: ID!) { onDraftMessage(user_id: $u) { id room_id action draft version } }": typeof types.MessagesOnDraftMessageDocument,
    "query SearchMessagesFound($c: String) { searchMessages(content: $c, limit: 100) { items { id content room_id } } }": typeof types.SearchMessagesFoundDocument,
    "mutation SearchRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.SearchRemoveMemberDocument,
    "mutation NotificationsUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_mentions } }": typeof types.NotificationsUpdateUnreadUserRoomDocument,
    "subscription NotificationsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id status room_id } }": typeof types.NotificationsOnCreateNotificationDocument,
    "query NotificationsBellRooms { customGetNotifications(limit: 10) { items { content room_name user_created { name } } } }": typeof types.NotificationsBellRoomsDocument,
    "mutation ContactsCustomCreateContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }": typeof types.ContactsCustomCreateContactRequestDocument,
    "mutation ContactsAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id } }": typeof types.ContactsAcceptRequestContactDocument,
    "mutation ContactsRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }": typeof types.ContactsRemoveContactDocument,
    "query ContactsFindUsers($s: String, $limit: Int) { findUsers(search: $s, limit: $limit) { items { id name email } nextToken } }": typeof types.ContactsFindUsersDocument,
    "mutation ContactsCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }": typeof types.ContactsCreateMessageByRoleDocument,
    "query ContactsCustomGetMessagesByRoom($r: ID!) { customGetMessagesByRoom(room_id: $r) { items { content } } }": typeof types.ContactsCustomGetMessagesByRoomDocument,
    "mutation ContactsNoticeDecline($id: ID!) { customDeleteContactRequest(input: { id: $id }) }": typeof types.ContactsNoticeDeclineDocument,
    "query PeopleGetProfile($id: ID) { getProfile(id: $id) {\n  id name company_name email phone phone2 address post_code building prefectures qualifications isFirstLogin } }": typeof types.PeopleGetProfileDocument,
    "mutation PeopleUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) {\n  id name phone qualifications isFirstLogin } }": typeof types.PeopleUpdateProfileDocument,
    "mutation PeopleCustomCreateContactRequest($input: CreateContactRequestInput!) {\n  customCreateContactRequest(input: $input) { id status request_user_id user_id } }": typeof types.PeopleCustomCreateContactRequestDocument,
    "mutation PeopleAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id status } }": typeof types.PeopleAcceptRequestContactDocument,
    "mutation PeopleCustomDeleteContactRequest($id: ID) { customDeleteContactRequest(input: { id: $id }) }": typeof types.PeopleCustomDeleteContactRequestDocument,
    "mutation PeopleCreateInviteByEmail($input: CreateInviteByEmailInput!) {\n  createInviteByEmail(input: $input) { id type email role room_id request_id room { id name } } }": typeof types.PeopleCreateInviteByEmailDocument,
    "mutation PeopleUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id user_id role } }": typeof types.PeopleUpdateUserContactJoinRoomDocument,
    "mutation PeopleHandleRequestMailContact($token: String) {\n  handleRequestMailContact(input: { token: $token }) { id status request_user_id user_id } }": typeof types.PeopleHandleRequestMailContactDocument,
    "query PeopleFindUsers($s: String) { findUsers(search: $s) { items { id name email phone address } } }": typeof types.PeopleFindUsersDocument,
    "query PeopleGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id name email phone } }": typeof types.PeopleGetUsersByIdsDocument,
    "query PeopleSearchUser { searchUser(name: \"検索\") { items { id } } }": typeof types.PeopleSearchUserDocument,
    "query PeopleSearchUser2($e: String) { searchUser(email: $e) { items { id email } } }": typeof types.PeopleSearchUser2Document,
    "query PeopleGetCountContactRequestByUser($u: ID) { getCountContactRequestByUser(user_id: $u) }": typeof types.PeopleGetCountContactRequestByUserDocument,
    "query PeopleListContactsRequests { listContactsRequests { items { id request_user { id name email } } } }": typeof types.PeopleListContactsRequestsDocument,
    "query PeopleGetListContactRequestByUser($u: ID) { getListContactRequestByUser(user_id: $u) { id } }": typeof types.PeopleGetListContactRequestByUserDocument,
    "query PeopleListContacts { listContacts { items { id email } } }": typeof types.PeopleListContactsDocument,
    "mutation PeopleRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }": typeof types.PeopleRemoveContactDocument,
    "query PeopleListContactsRequests2 { listContactsRequests { items { id } } }": typeof types.PeopleListContactsRequests2Document,
    "query PeopleListInviteByEmails { listInviteByEmails { items { id } } }": typeof types.PeopleListInviteByEmailsDocument,
    "mutation PeopleDeleteInviteByEmail($id: ID) { deleteInviteByEmail(input: { id: $id }) }": typeof types.PeopleDeleteInviteByEmailDocument,
    "mutation PeopleCreateUserNote($u: ID, $c: String) { createUserNote(input: { user_note_id: $u, content: $c }) { id content } }": typeof types.PeopleCreateUserNoteDocument,
    "mutation PeopleUpdateUserNote($id: ID, $c: String) { updateUserNote(input: { id: $id, content: $c }) { content } }": typeof types.PeopleUpdateUserNoteDocument,
    "query PeopleUserNote($w: ID, $u: ID) { userNote(user_id: $w, user_note_id: $u) { items { content } } }": typeof types.PeopleUserNoteDocument,
    "query PeopleRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name } } }": typeof types.PeopleRoomByCodeDocument,
    "mutation PeopleJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { room_id role } }": typeof types.PeopleJoinRoomByCodeDocument,
    "mutation PeopleRegenerateRoomCode($id: ID) { regenerateRoomCode(input: { room_id: $id }) { musubiCode } }": typeof types.PeopleRegenerateRoomCodeDocument,
    "mutation RoomInvitesCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }": typeof types.RoomInvitesCreateInviteByEmailDocument,
    "query RoomInvitesListRoomInvites($room_id: ID!) { listRoomInvites(room_id: $room_id) { items { id email role user_id inviter { id name } } } }": typeof types.RoomInvitesListRoomInvitesDocument,
    "mutation RoomInvitesRevokeRoomInvite($id: ID) { revokeRoomInvite(input: { id: $id }) }": typeof types.RoomInvitesRevokeRoomInviteDocument,
    "query RoomInvitesInviteByToken($token: String) { inviteByToken(token: $token) { status type email inviterName roomName hasAccount } }": typeof types.RoomInvitesInviteByTokenDocument,
    "mutation RoomInvitesUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id } }": typeof types.RoomInvitesUpdateUserContactJoinRoomDocument,
    "mutation RoomInvitesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.RoomInvitesCustomDeleteUserRoomDocument,
    "query RoomInvitesGetRoomList { getRoomList(limit: 100) { items { id kind directPartner { id name } } } }": typeof types.RoomInvitesGetRoomListDocument,
    "query RoomInvitesGetRoom($id: ID!) { getRoom(id: $id) { directPartner { id } } }": typeof types.RoomInvitesGetRoomDocument,
    "mutation MissedMailUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes } }": typeof types.MissedMailUpdateNotificationSettingsDocument,
    "mutation MissedMailUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { id } }": typeof types.MissedMailUpdateUnreadUserRoomDocument,
    "mutation MissedMailCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.MissedMailCustomDeleteUserRoomDocument,
    "mutation MissedMailDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }": typeof types.MissedMailDeleteMessageByRoleDocument,
    "mutation PushRegisterPushDevice($input: RegisterPushDeviceInput!) { registerPushDevice(input: $input) { id current userAgent } }": typeof types.PushRegisterPushDeviceDocument,
    "query PushPushDevices { pushDevices { id current lastUsedAt } }": typeof types.PushPushDevicesDocument,
    "query PushPushPublicKey { pushPublicKey }": typeof types.PushPushPublicKeyDocument,
    "mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }": typeof types.PushRemovePushDeviceDocument,
    "mutation PushUpdateLanguage { updateLanguage(language: \"en\") { language } }": typeof types.PushUpdateLanguageDocument,
    "mutation PushSignOut { signOut }": typeof types.PushSignOutDocument,
    "mutation PushCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.PushCustomDeleteUserRoomDocument,
    "mutation PushSetRoomNotificationLevel($r: ID!, $l: NotificationLevel!) { setRoomNotificationLevel(room_id: $r, level: $l) }": typeof types.PushSetRoomNotificationLevelDocument,
    "query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }": typeof types.PushRoomNotificationLevelDocument,
    "mutation PushUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { quietFrom } }": typeof types.PushUpdateNotificationSettingsDocument,
    "mutation PushUpdateNotificationSettings2($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes quietFrom quietTo } }": typeof types.PushUpdateNotificationSettings2Document,
    "query PushNotificationSettings { notificationSettings { mailDelayMinutes } }": typeof types.PushNotificationSettingsDocument,
    "query PushNotificationSettings2 { notificationSettings { mailDelayMinutes quietFrom quietTo } }": typeof types.PushNotificationSettings2Document,
    "mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.RoomsCustomDeleteUserRoomDocument,
    "query RoomsGetRoomList { getRoomList { items { id name kind totalUser countUser last_seq musubiCode overview image } } }": typeof types.RoomsGetRoomListDocument,
    "query RoomsViewerCan($room_id: ID!) { userRoom(room_id: $room_id, limit: 10) { items { user_id viewerCan { post editBoards uploadFiles manageMembers editRoomInfo moderateMessages removeBoards removeRoom } } } }": typeof types.RoomsViewerCanDocument,
    "mutation RoomsJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { id } }": typeof types.RoomsJoinRoomByCodeDocument,
    "mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }": typeof types.RoomsAddRoomDocument,
    "query RoomsGetRoom($id: ID!) { getRoom(id: $id) { id } }": typeof types.RoomsGetRoomDocument,
    "query RoomsGetRoomDetail($id: ID!) { getRoomDetail(id: $id) { id } }": typeof types.RoomsGetRoomDetailDocument,
    "query RoomsUserRoom($r: ID!) { userRoom(room_id: $r) { items { id } } }": typeof types.RoomsUserRoomDocument,
    "mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }": typeof types.RoomsCustomUpdateRoleUserRoomDocument,
    "mutation RoomsCreateFolder { createFolder(input: { name: \"取引先\" }) { id name created_user_id } }": typeof types.RoomsCreateFolderDocument,
    "mutation RoomsCreateFolder2 { createFolder(input: { name: \"\" }) { id } }": typeof types.RoomsCreateFolder2Document,
    "query RoomsGetRoomList2 { getRoomList { items { id } } }": typeof types.RoomsGetRoomList2Document,
    "mutation RoomsUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id folder_id favorite archived } }": typeof types.RoomsUpdateUserRoomDocument,
    "query RoomsFoldersByDate($u: ID!) { foldersByDate(created_user_id: $u) { items { id } } }": typeof types.RoomsFoldersByDateDocument,
    "mutation RoomsUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { id } }": typeof types.RoomsUpdateFolderDocument,
    "query RoomsFoldersByDate2($u: ID!) { foldersByDate(created_user_id: $u) { items { id name rooms { items { id } } } } }": typeof types.RoomsFoldersByDate2Document,
    "mutation RoomsCustomDeleteFolder($i: DeleteFolderInput!) { customDeleteFolder(input: $i) { id } }": typeof types.RoomsCustomDeleteFolderDocument,
    "mutation RoomsCustomUpdateCountUserOnRoom($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { id } }": typeof types.RoomsCustomUpdateCountUserOnRoomDocument,
    "mutation RoomsCustomUpdateCountUserOnRoom2($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { totalUser countUser } }": typeof types.RoomsCustomUpdateCountUserOnRoom2Document,
    "mutation RoomsUpdateTotalMemberUserRoom($i: RoomCountsInput!) { updateTotalMemberUserRoom(input: $i) { user_id total_member } }": typeof types.RoomsUpdateTotalMemberUserRoomDocument,
    "query TagsListTags($filter: TagFilterInput) { listTags(filter: $filter) { items { id name color type room_id } nextToken } }": typeof types.TagsListTagsDocument,
    "mutation TagsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id name color type room_id } }": typeof types.TagsCreateTagDocument,
    "query TagsTagByColor { tagByColor(color: \"#abc\") { items { id } } }": typeof types.TagsTagByColorDocument,
    "query TagsTagByType($room_id: ID!) { tagByType(room_id: $room_id, type: 1) { items { id } } }": typeof types.TagsTagByTypeDocument,
    "mutation TagsUpdateTag($id: ID!) { updateTag(input: { id: $id, color: \"#112233\" }) { color name } }": typeof types.TagsUpdateTagDocument,
    "mutation TagsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }": typeof types.TagsDeleteTagDocument,
    "query TagsGetTag($id: ID!) { getTag(id: $id) { id } }": typeof types.TagsGetTagDocument,
    "mutation TagsUpdateTag2($id: ID!, $color: String!) { updateTag(input: { id: $id, color: $color }) { color } }": typeof types.TagsUpdateTag2Document,
    "query TagsGetTag2($id: ID!) { getTag(id: $id) { color } }": typeof types.TagsGetTag2Document,
    "mutation TagsUpdateTag3($id: ID!) { updateTag(input: { id: $id, name: \"要確認\", color: \"#ff0000\" }) { id } }": typeof types.TagsUpdateTag3Document,
    "mutation TemplatesCloneTemplateBoard($input: CloneTemplateBoardInput!) {\n  cloneTemplateBoard(input: $input) { room_id boards { id name color order is_done tasks { items { name status } } } }\n}": typeof types.TemplatesCloneTemplateBoardDocument,
    "query TemplatesListTemplateByDate { listTemplateByDate(type: 3) { items { id name type boards } } }": typeof types.TemplatesListTemplateByDateDocument,
    "mutation TemplatesCreateTemplate($room_id: ID!) { createTemplate(input: { room_id: $room_id, name: \"私の型\" }) { id type boards } }": typeof types.TemplatesCreateTemplateDocument,
    "query TemplatesListsTemplateByUser($user_created_id: ID!) { listsTemplateByUser(user_created_id: $user_created_id) { items { id } } }": typeof types.TemplatesListsTemplateByUserDocument,
    "query TemplatesListTemplates { listTemplates(filter: { mode: 1 }) { items { id } } }": typeof types.TemplatesListTemplatesDocument,
    "query TemplatesListTemplates2 { listTemplates { items { id } } }": typeof types.TemplatesListTemplates2Document,
    "mutation TemplatesDelTemplate($id: ID!) { DelTemplate(id: $id) { id } }": typeof types.TemplatesDelTemplateDocument,
    "mutation TemplatesUpdateTemplate($id: ID!) { updateTemplate(input: { id: $id, name: \"改名\" }) { name } }": typeof types.TemplatesUpdateTemplateDocument,
    "mutation UsersUpdateLanguage($language: String!) { updateLanguage(language: $language) { id language } }": typeof types.UsersUpdateLanguageDocument,
    "query UsersMyLanguage { getUserDetail { id language } }": typeof types.UsersMyLanguageDocument,
    "query UsersTheirLanguage($id: ID) { getProfile(id: $id) { id language } }": typeof types.UsersTheirLanguageDocument,
    "subscription UsersOnUpdateViewer { onUpdateViewer { id language } }": typeof types.UsersOnUpdateViewerDocument,
    "query UsersLanguageGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id } }": typeof types.UsersLanguageGetUsersByIdsDocument,
    "mutation UsersLanguageContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }": typeof types.UsersLanguageContactRequestDocument,
    "query UsersLanguageNotifications { customGetNotifications { items { content } } }": typeof types.UsersLanguageNotificationsDocument,
    "mutation HooksCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url webhook { id name room_id bot_user_id lastUsedAt } } }": typeof types.HooksCreateIncomingWebhookDocument,
    "query HooksIncomingWebhooks($r: ID!) { incomingWebhooks(room_id: $r) { id name lastUsedAt image } }": typeof types.HooksIncomingWebhooksDocument,
    "mutation HooksRevokeIncomingWebhook($id: ID!) { revokeIncomingWebhook(id: $id) }": typeof types.HooksRevokeIncomingWebhookDocument,
    "query HooksMessage($id: ID!) { customGetMessage(id: $id) { content user_id user { name isBot image } } }": typeof types.HooksMessageDocument,
    "mutation HooksDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.HooksDeleteUserRoomDocument,
    "subscription HooksOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id } }": typeof types.HooksOnCreateMessageDocument,
    "mutation HooksCreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) { createOutgoingWebhook(input: $input) { token webhook { id url events user_id } } }": typeof types.HooksCreateOutgoingWebhookDocument,
    "query HooksOutgoingWebhooks($r: ID!) { outgoingWebhooks(room_id: $r) { id url events } }": typeof types.HooksOutgoingWebhooksDocument,
    "query HooksWebhookDeliveries($w: ID!) { webhookDeliveries(webhook_id: $w) { event_type state attempts response_status error deliveredAt } }": typeof types.HooksWebhookDeliveriesDocument,
    "mutation HooksRevokeOutgoingWebhook($id: ID!) { revokeOutgoingWebhook(id: $id) }": typeof types.HooksRevokeOutgoingWebhookDocument,
    "mutation HooksCreateMentionWebhook($input: CreateMentionWebhookInput!) { createMentionWebhook(input: $input) { token webhook { id url createdAt } } }": typeof types.HooksCreateMentionWebhookDocument,
    "query HooksMentionWebhooks { mentionWebhooks { id url } }": typeof types.HooksMentionWebhooksDocument,
    "mutation HooksRevokeMentionWebhook($id: ID!) { revokeMentionWebhook(id: $id) }": typeof types.HooksRevokeMentionWebhookDocument,
    "mutation HooksRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.HooksRemoveMemberDocument,
    "mutation BudgetCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": typeof types.BudgetCreateApiTokenDocument,
    "mutation BudgetCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url } }": typeof types.BudgetCreateIncomingWebhookDocument,
    "mutation ChatAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id name kind totalUser countUser last_seq musubiCode overview image } }": typeof types.ChatAddRoomDocument,
    "mutation ChatCustomCreateUserRoom($input: CreateUserRoomInput!) { customCreateUserRoom(input: $input) { id role } }": typeof types.ChatCustomCreateUserRoomDocument,
    "mutation ChatCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": typeof types.ChatCreateMessageByRoleDocument,
    "query ChatUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id role unread_messages unread_mentions last_read_seq last_message total_member } } }": typeof types.ChatUserRoomByUserAndRoomDocument,
    "query BackupCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, sortDirection: \"ASC\") { items { client_key seq } } }": typeof types.BackupCustomGetMessagesByRoomDocument,
    "subscription ClusterFailoverChanges($room_id: ID!, $afterSeq: Int!) {\n  onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) { id change_seq client_key }\n}": typeof types.ClusterFailoverChangesDocument,
    "mutation MultinodeSignUp($input: SignUpInput!) { signUp(input: $input) { isSignUpComplete } }": typeof types.MultinodeSignUpDocument,
    "query MultinodeCaptchaChallenge { captchaChallenge }": typeof types.MultinodeCaptchaChallengeDocument,
    "query MultinodeCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 1) { items { seq } } }": typeof types.MultinodeCustomGetMessagesByRoomDocument,
    "query ClusterSupportCustomGetMessagesByRoom($room_id: ID!, $afterSeq: Int, $nextToken: String) {\n  customGetMessagesByRoom(room_id: $room_id, afterSeq: $afterSeq, nextToken: $nextToken, limit: 100) {\n    items { id seq content client_key } nextToken\n  }\n}": typeof types.ClusterSupportCustomGetMessagesByRoomDocument,
    "mutation ClusterSupportAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }": typeof types.ClusterSupportAddRoomDocument,
    "subscription ClusterSupportOnCreateMessage($room_id: ID!) { onCreateMessage(room_id: $room_id) { id seq content client_key } }": typeof types.ClusterSupportOnCreateMessageDocument,
    "mutation CompressionCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": typeof types.CompressionCreateApiTokenDocument,
    "query HarnessCaptchaChallenge { captchaChallenge }": typeof types.HarnessCaptchaChallengeDocument,
    "mutation HarnessSignUp($input: SignUpInput!) {\n  signUp(input: $input) { isSignUpComplete userId nextStep { signUpStep } }\n}": typeof types.HarnessSignUpDocument,
    "mutation HarnessSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn nextStep { signInStep } } }": typeof types.HarnessSignInDocument,
    "mutation HarnessConfirmSignUp($code: String) { confirmSignUp(code: $code) }": typeof types.HarnessConfirmSignUpDocument,
    "query LiveGapRooms($u: ID!) { listUserRoomByUser(user_id: $u) { liveMark items { room_id unread_messages } } }": typeof types.LiveGapRoomsDocument,
    "subscription LiveGapOnRooms($u: ID!, $after: String) { onUpdateUserRoom(user_id: $u, after: $after) { id room_id unread_messages } }": typeof types.LiveGapOnRoomsDocument,
    "query LiveGapNotifications { customGetNotifications(limit: 30) { liveMark items { id } } }": typeof types.LiveGapNotificationsDocument,
    "subscription LiveGapOnNotifications($u: ID!, $after: String) { onCreateNotification(user_id: $u, after: $after) { id room_id status } }": typeof types.LiveGapOnNotificationsDocument,
    "query LiveGapDrafts { getDraftMessages { liveMark drafts { room_id draft version } } }": typeof types.LiveGapDraftsDocument,
    "mutation LiveGapSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id } }": typeof types.LiveGapSaveDraftDocument,
    "subscription LiveGapOnDrafts($u: ID!, $after: String) { onDraftMessage(user_id: $u, after: $after) { id room_id draft version } }": typeof types.LiveGapOnDraftsDocument,
    "query LiveGapBoards($r: ID!) { listBoardsByRoom(room_id: $r) { liveMark items { id } } }": typeof types.LiveGapBoardsDocument,
    "subscription LiveGapOnTasks($r: ID!, $after: String) { onUpdateOrderTask(room_id: $r, after: $after) { action board_id tasks { id } } }": typeof types.LiveGapOnTasksDocument,
    "subscription LiveGapOnBoards($r: ID!, $after: String) { onUpdateBoard(room_id: $r, after: $after) { action board_id } }": typeof types.LiveGapOnBoardsDocument,
    "mutation LiveGapAddBoard($i: CreateBoardByRoomInput!) { createBoardByRoom(input: $i) { id } }": typeof types.LiveGapAddBoardDocument,
    "mutation LiveGapAddTask($i: CreateTaskByBoardInput!) { createTaskByBoard(input: $i) { id } }": typeof types.LiveGapAddTaskDocument,
    "mutation LiveGapRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.LiveGapRemoveMemberDocument,
    "mutation MailLanguageUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": typeof types.MailLanguageUpdateLanguageDocument,
    "mutation MailLanguageCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }": typeof types.MailLanguageCreateInviteByEmailDocument,
    "mutation MailLanguageResetPassword($e: String) { resetPassword(email: $e) }": typeof types.MailLanguageResetPasswordDocument,
    "query QueryCountsRoomList { getRoomList(limit: 100) { items { id name userCreated { id name image email } directPartner { id } users(limit: 5) { items { id role user { id name image email } room { id } } nextToken } } } }": typeof types.QueryCountsRoomListDocument,
    "query QueryCountsSideBar($u: ID!) { listUserRoomByUser(user_id: $u, limit: 100) { items { id user { id name image email } folder { id name } room { id name directPartner { id } userCreated { id } } } } }": typeof types.QueryCountsSideBarDocument,
    "query QueryCountsFolders($u: ID!) { foldersByDate(created_user_id: $u, limit: 100) { items { id rooms(limit: 10) { items { id room { id name } } } } } }": typeof types.QueryCountsFoldersDocument,
    "query QueryCountsMembers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id role accountNumber user { id name image email } room { id userCreated { id } } } } }": typeof types.QueryCountsMembersDocument,
    "query QueryCountsMessages($r: ID!) { customGetMessagesByRoom(room_id: $r, limit: 100) { items { id user { id name image email } room { id } emotions { user_id emotion } files { items { id url userCreated { id } } } } } }": typeof types.QueryCountsMessagesDocument,
    "query QueryCountsNotifications { customGetNotifications(limit: 100) { items { id user_created { id name image email } } } }": typeof types.QueryCountsNotificationsDocument,
    "query QueryCountsBoards($r: ID!) { listBoardsByRoom(room_id: $r, limit: 40) { items { id user { id } userManage { id } room { id }\n          tasks(limit: 40) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n            checklistProgress { done total } } } } } }": typeof types.QueryCountsBoardsDocument,
    "query QueryCountsBoardTasks($b: ID!) { getBoard(id: $b) { id tasks(limit: 100) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n          checklistProgress { done total } checklists { id items { id userAssignee { id } } } } } } }": typeof types.QueryCountsBoardTasksDocument,
    "query QueryCountsListTasks($r: ID!) { listTasks(filter: { room_id: $r, text: \"タスク\" }) { items { id board_id order\n          usersAssignee { id name image email } tags { id name color } files { file_id } checklistProgress { done total } } } }": typeof types.QueryCountsListTasksDocument,
    "query QueryCountsContacts { listContacts(limit: 100) { items { id name image email } }\n           received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) { items { id request_user { id name image email } user { id } } } }": typeof types.QueryCountsContactsDocument,
    "query QueryCountsSearch { searchMessages(content: \"探し物\", limit: 100) { items { id room { id name } user { id name image email } } } }": typeof types.QueryCountsSearchDocument,
    "query QueryCountsUserRoom($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id } } }": typeof types.QueryCountsUserRoomDocument,
    "query QueryCountsGetRoomList { getRoomList(limit: 100) { items { id users(limit: 7) { items { id } nextToken } } } }": typeof types.QueryCountsGetRoomListDocument,
    "query QueryCountsGetRoom($r: ID!, $t: String) { getRoom(id: $r) { users(limit: 100, nextToken: $t) { items { id } nextToken } } }": typeof types.QueryCountsGetRoomDocument,
    "query QueryCountsListBoardsByRoom($r: ID!) { listBoardsByRoom(room_id: $r, limit: 100) { items { id tasks(limit: 12) { items { name } nextToken } } } }": typeof types.QueryCountsListBoardsByRoomDocument,
    "query QueryCountsGetBoard($b: ID!, $t: String) { getBoard(id: $b) { tasks(limit: 12, nextToken: $t) { items { name } nextToken } } }": typeof types.QueryCountsGetBoardDocument,
    "query QueryCountsRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name users { items { id } } } } }": typeof types.QueryCountsRoomByCodeDocument,
    "mutation QueryCountsPost($input: CreateMessageInput!) { createMessageByRole(input: $input) { id emotions { user_id } files { items { id } } user { id } } }": typeof types.QueryCountsPostDocument,
    "mutation QueryCountsPostFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }": typeof types.QueryCountsPostFilesDocument,
    "mutation QueryCountsMarkRead($input: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $input) { unread_messages last_read_seq } }": typeof types.QueryCountsMarkReadDocument,
    "subscription CatchUpOnMessageChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content change_seq deletedAt } }": typeof types.CatchUpOnMessageChangesDocument,
    "mutation CatchUpUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }": typeof types.CatchUpUpdateMessageByRoleDocument,
    "mutation CatchUpDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }": typeof types.CatchUpDeleteMessageByRoleDocument,
    "\n  query DevicesList {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.DevicesListDocument,
    "mutation DevicesEnd($id: ID) { endSignedInDevice(id: $id) }": typeof types.DevicesEndDocument,
    "query DevicesMe { getUserDetail { id } }": typeof types.DevicesMeDocument,
    "subscription DevicesOnSessionEnd { onSessionEnd { reason } }": typeof types.DevicesOnSessionEndDocument,
    "mutation DevicesSignOut { signOut }": typeof types.DevicesSignOutDocument,
    "mutation EmailChangeSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": typeof types.EmailChangeSendMailUpdateEmailDocument,
    "mutation EmailChangeVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }": typeof types.EmailChangeVerifyUpdateEmailDocument,
    "mutation EmailChangeUndoEmailChange($t: String) { undoEmailChange(token: $t) }": typeof types.EmailChangeUndoEmailChangeDocument,
    "mutation EmailChangeSetPasswordAfterEmailUndo($i: SetPasswordAfterEmailUndoInput!) { setPasswordAfterEmailUndo(input: $i) }": typeof types.EmailChangeSetPasswordAfterEmailUndoDocument,
    "mutation EmailChangeUpdatePassword($o: String, $n: String) { updatePassword(oldPassword: $o, newPassword: $n) }": typeof types.EmailChangeUpdatePasswordDocument,
    "mutation EmailChangeResetPassword($e: String) { resetPassword(email: $e) }": typeof types.EmailChangeResetPasswordDocument,
    "query EmailChangeGetUserDetail { getUserDetail { id } }": typeof types.EmailChangeGetUserDetailDocument,
    "mutation EmailChangeConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": typeof types.EmailChangeConfirmResetPasswordDocument,
    "mutation EmailChangeResetPassword2($e: String) { resetPassword(email: $e) }": typeof types.EmailChangeResetPassword2Document,
    "mutation EmailChangeConfirmResetPassword2($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": typeof types.EmailChangeConfirmResetPassword2Document,
    "mutation FuzzCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": typeof types.FuzzCreateApiTokenDocument,
    "mutation InvitationsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id role } }": typeof types.InvitationsCreateInviteByEmailDocument,
    "mutation InvitationsUpdateUserContactJoinRoom($i: RedeemInviteInput!) { updateUserContactJoinRoom(input: $i) { id role } }": typeof types.InvitationsUpdateUserContactJoinRoomDocument,
    "query InvitationsListRoomInvites($r: ID!) { listRoomInvites(room_id: $r) { items { id email role user_id } } }": typeof types.InvitationsListRoomInvitesDocument,
    "mutation InvitationsDeleteInviteByEmail($i: DeleteInviteByEmailInput!) { deleteInviteByEmail(input: $i) }": typeof types.InvitationsDeleteInviteByEmailDocument,
    "mutation InvitationsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }": typeof types.InvitationsCustomUpdateRoleUserRoomDocument,
    "mutation InvitationsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": typeof types.InvitationsCustomDeleteUserRoomDocument,
    "mutation LoadSheddingAddRoom($name: String!) { addRoom(input: { name: $name }) { id } }": typeof types.LoadSheddingAddRoomDocument,
    "mutation MailLimitsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }": typeof types.MailLimitsCreateInviteByEmailDocument,
    "mutation MailLimitsResetPassword($e: String) { resetPassword(email: $e) }": typeof types.MailLimitsResetPasswordDocument,
    "mutation MailLimitsResendSignUpCode { resendSignUpCode }": typeof types.MailLimitsResendSignUpCodeDocument,
    "mutation MailLimitsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": typeof types.MailLimitsSendMailUpdateEmailDocument,
    "mutation MailLimitsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }": typeof types.MailLimitsVerifyUpdateEmailDocument,
    "mutation MailLimitsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": typeof types.MailLimitsConfirmResetPasswordDocument,
    "mutation MalformedInputCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": typeof types.MalformedInputCreateTagDocument,
    "\n  query NoStallsMembers($id: ID!) {\n    getRoom(id: $id) { users(limit: 100) { items { id user_id role } } }\n  }\n": typeof types.NoStallsMembersDocument,
    "\n  mutation NoStallsUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) { id name image description overview public }\n  }\n": typeof types.NoStallsUpdateRoomDocument,
    "\n  query NoStallsFindUsers($search: String) {\n    a0: findUsers(search: $search, limit: 100) { items { id name } }\n    a1: findUsers(search: $search, limit: 100) { items { id name } }\n    a2: findUsers(search: $search, limit: 100) { items { id name } }\n    a3: findUsers(search: $search, limit: 100) { items { id name } }\n    a4: findUsers(search: $search, limit: 100) { items { id name } }\n    a5: findUsers(search: $search, limit: 100) { items { id name } }\n    a6: findUsers(search: $search, limit: 100) { items { id name } }\n    a7: findUsers(search: $search, limit: 100) { items { id name } }\n    a8: findUsers(search: $search, limit: 100) { items { id name } }\n    a9: findUsers(search: $search, limit: 100) { items { id name } }\n  }\n": typeof types.NoStallsFindUsersDocument,
    "query PasskeysList { passkeys { id name createdAt lastUsedAt } }": typeof types.PasskeysListDocument,
    "mutation PasskeysBeginRegistration { beginPasskeyRegistration }": typeof types.PasskeysBeginRegistrationDocument,
    "mutation PasskeysFinishRegistration($input: FinishPasskeyRegistrationInput!) {\n  finishPasskeyRegistration(input: $input) { id name createdAt lastUsedAt }\n}": typeof types.PasskeysFinishRegistrationDocument,
    "mutation PasskeysInEnglish { updateLanguage(language: \"en\") { language } }": typeof types.PasskeysInEnglishDocument,
    "mutation PasskeysRename($input: RenamePasskeyInput!) { renamePasskey(input: $input) { id name } }": typeof types.PasskeysRenameDocument,
    "mutation PasskeysRemove($input: RemovePasskeyInput!) { removePasskey(input: $input) }": typeof types.PasskeysRemoveDocument,
    "mutation PasskeysBeginSignIn { beginPasskeySignIn }": typeof types.PasskeysBeginSignInDocument,
    "mutation PasskeysSignIn($response: JSON) { signInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } } }": typeof types.PasskeysSignInDocument,
    "query PasskeysMe { getUserDetail { id } }": typeof types.PasskeysMeDocument,
    "mutation PasskeysTotpBegin { beginTotpSetup { secret } }": typeof types.PasskeysTotpBeginDocument,
    "mutation PasskeysTotpConfirm($code: String) { confirmTotpSetup(code: $code) }": typeof types.PasskeysTotpConfirmDocument,
    "mutation PasskeysBeginSecondStep { beginPasskeySecondStep }": typeof types.PasskeysBeginSecondStepDocument,
    "mutation PasskeysConfirmSignIn($response: JSON) {\n  confirmSignInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } }\n}": typeof types.PasskeysConfirmSignInDocument,
    "mutation PicturesUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }": typeof types.PicturesUpdateProfileDocument,
    "mutation PicturesCustomUpdateRoomInfo($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id image } }": typeof types.PicturesCustomUpdateRoomInfoDocument,
    "mutation PicturesAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }": typeof types.PicturesAddRoomDocument,
    "query PicturesGetProfile($id: ID) { getProfile(id: $id) { image } }": typeof types.PicturesGetProfileDocument,
    "query PicturesGetRoom($id: ID!) { getRoom(id: $id) { image } }": typeof types.PicturesGetRoomDocument,
    "query QuietEdgesFindUsers($search: String) { findUsers(search: $search) { items { id name isAdmin } nextToken } }": typeof types.QuietEdgesFindUsersDocument,
    "mutation QuietEdgesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }": typeof types.QuietEdgesCreateMessageByRoleDocument,
    "query QuietEdgesGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { isAdmin } }": typeof types.QuietEdgesGetUsersByIdsDocument,
    "query QuietEdgesGetUserDetail { getUserDetail { isAdmin } }": typeof types.QuietEdgesGetUserDetailDocument,
    "mutation QuietEdgesCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": typeof types.QuietEdgesCreateTagDocument,
    "mutation QuietEdgesUpdateTag($input: UpdateTagInput!) { updateTag(input: $input) { id } }": typeof types.QuietEdgesUpdateTagDocument,
    "mutation QuietEdgesDeleteTag($input: DeleteTagInput!) { deleteTag(input: $input) { id } }": typeof types.QuietEdgesDeleteTagDocument,
    "mutation QuietEdgesSignUp($input: SignUpInput!) { signUp(input: $input) { userId } }": typeof types.QuietEdgesSignUpDocument,
    "subscription SessionSocketsOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content } }": typeof types.SessionSocketsOnCreateMessageDocument,
    "subscription SessionSocketsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id content } }": typeof types.SessionSocketsOnCreateNotificationDocument,
    "subscription SessionSocketsOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }": typeof types.SessionSocketsOnUpdateUserRoomDocument,
    "subscription SessionSocketsOnSessionEnd { onSessionEnd { reason } }": typeof types.SessionSocketsOnSessionEndDocument,
    "mutation SessionSocketsSignOut { signOut }": typeof types.SessionSocketsSignOutDocument,
    "mutation SessionSocketsSignOut2 { signOut(global: true) }": typeof types.SessionSocketsSignOut2Document,
    "mutation SessionSocketsUpdatePassword { updatePassword(oldPassword: \"password123\", newPassword: \"changed456\") }": typeof types.SessionSocketsUpdatePasswordDocument,
    "mutation SessionSocketsResetPassword($e: String) { resetPassword(email: $e) }": typeof types.SessionSocketsResetPasswordDocument,
    "mutation SessionSocketsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": typeof types.SessionSocketsConfirmResetPasswordDocument,
    "mutation SessionSocketsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": typeof types.SessionSocketsSendMailUpdateEmailDocument,
    "mutation SessionSocketsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { id } }": typeof types.SessionSocketsVerifyUpdateEmailDocument,
    "query SessionSocketsGetUserDetail { getUserDetail { id } }": typeof types.SessionSocketsGetUserDetailDocument,
    "mutation SessionSocketsChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }": typeof types.SessionSocketsChangeStatusUserDocument,
    "query SignInLockoutGetUserDetail { getUserDetail { id } }": typeof types.SignInLockoutGetUserDetailDocument,
    "mutation SignUpVerificationConfirmSignUp($c: String) { confirmSignUp(code: $c) }": typeof types.SignUpVerificationConfirmSignUpDocument,
    "mutation SignUpVerificationResendSignUpCode { resendSignUpCode }": typeof types.SignUpVerificationResendSignUpCodeDocument,
    "query SignUpVerificationGetUserDetail { getUserDetail { status } }": typeof types.SignUpVerificationGetUserDetailDocument,
    "mutation SignUpVerificationSignOut { signOut }": typeof types.SignUpVerificationSignOutDocument,
    "query SignUpVerificationGetUserDetail2 { getUserDetail { id } }": typeof types.SignUpVerificationGetUserDetail2Document,
    "mutation SignUpVerificationCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }": typeof types.SignUpVerificationCreateInviteByEmailDocument,
    "query SignUpVerificationSearchInviteByEmail($e: String) { searchInviteByEmail(email: $e) { items { id room { name musubiCode } } } }": typeof types.SignUpVerificationSearchInviteByEmailDocument,
    "query SocketLimitsGetUserDetail { getUserDetail { id } }": typeof types.SocketLimitsGetUserDetailDocument,
    "mutation SocketLimitsSignIn($i: SignInInput!) { signIn(input: $i) { isSignedIn } }": typeof types.SocketLimitsSignInDocument,
    "mutation TotpBegin { beginTotpSetup { secret uri qrCode } }": typeof types.TotpBeginDocument,
    "mutation TotpConfirmSetup($code: String) { confirmTotpSetup(code: $code) }": typeof types.TotpConfirmSetupDocument,
    "query TotpStatus { twoStepStatus { totpEnabled recoveryCodesLeft } }": typeof types.TotpStatusDocument,
    "mutation TotpConfirmSignIn($input: ConfirmSignInInput!) { confirmSignIn(input: $input) { isSignedIn nextStep { signInStep } } }": typeof types.TotpConfirmSignInDocument,
    "mutation TotpDisable($input: DisableTotpInput!) { disableTotp(input: $input) }": typeof types.TotpDisableDocument,
    "mutation TotpRegenerate($password: String) { regenerateRecoveryCodes(password: $password) }": typeof types.TotpRegenerateDocument,
    "query TotpMe { getUserDetail { id } }": typeof types.TotpMeDocument,
    "mutation TotpReset($email: String) { resetPassword(email: $email) }": typeof types.TotpResetDocument,
    "mutation TotpConfirmReset($input: ConfirmResetPasswordInput!) { confirmResetPassword(input: $input) }": typeof types.TotpConfirmResetDocument,
    "mutation RequirementUpdate($input: TwoStepRequirementInput!) { updateTwoStepRequirement(input: $input) { required enforcedAt } }": typeof types.RequirementUpdateDocument,
    "query RequirementRead { twoStepRequirement { required enforcedAt } }": typeof types.RequirementReadDocument,
    "mutation RequirementBegin { beginTotpSetup { secret } }": typeof types.RequirementBeginDocument,
    "mutation RequirementConfirmSetup($code: String) { confirmTotpSetup(code: $code) }": typeof types.RequirementConfirmSetupDocument,
    "mutation RequirementDisable($input: DisableTotpInput!) { disableTotp(input: $input) }": typeof types.RequirementDisableDocument,
    "query RequirementStatus { twoStepStatus { totpEnabled } }": typeof types.RequirementStatusDocument,
    "mutation RequirementCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": typeof types.RequirementCreateTokenDocument,
    "query RequirementMe { getUserDetail { id } }": typeof types.RequirementMeDocument,
};
const documents: Documents = {
    "\n  subscription DeliveryFullChanges($r: ID!, $a: Int!) {\n    onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } emotions { user_id emotion } files { items { id name url } } }\n  }\n": types.DeliveryFullChangesDocument,
    "subscription DeliverySmallChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content } }": types.DeliverySmallChangesDocument,
    "subscription DeliveryIncludingChanges($r: ID!, $a: Int!, $s: Boolean!) { onMessageChanges(room_id: $r, afterSeq: $a) { id seq @include(if: $s) } }": types.DeliveryIncludingChangesDocument,
    "subscription DeliveryCompiledChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } } }": types.DeliveryCompiledChangesDocument,
    "mutation DeliveryRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.DeliveryRemoveMemberDocument,
    "mutation DeliveryPostWithFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }": types.DeliveryPostWithFilesDocument,
    "query AdminGetUserDetail { getUserDetail { id } }": types.AdminGetUserDetailDocument,
    "subscription AdminOnSessionEnd { onSessionEnd { reason } }": types.AdminOnSessionEndDocument,
    "mutation AdminChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id }) { id status } }": types.AdminChangeStatusUserDocument,
    "query AdminListAuditLogs { listAuditLogs(limit: 1) { items { action target detail actor { id } } } }": types.AdminListAuditLogsDocument,
    "mutation AdminUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 1 }) { status } }": types.AdminUpdateStatusUserDocument,
    "subscription AdminOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id } }": types.AdminOnCreateMessageDocument,
    "mutation AdminUpdateStatusUser2($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }": types.AdminUpdateStatusUser2Document,
    "mutation AdminChangeStatusUser2($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }": types.AdminChangeStatusUser2Document,
    "mutation AdminUpdateStatusUser3($id: ID!) { updateStatusUser(input: { id: $id, status: 0 }) { id } }": types.AdminUpdateStatusUser3Document,
    "mutation AdminUpdateStatusUser4($id: ID!) { updateStatusUser(input: { id: $id }) { id } }": types.AdminUpdateStatusUser4Document,
    "query AdminGetAdminUserDetail($id: ID!) { getAdminUserDetail(id: $id) {\n        user { id email } rooms { room_id role room { id } } plan { package_id name createdAt } transactions { id }\n        fileVolume fileCount lastSignInAt activeSessions } }": types.AdminGetAdminUserDetailDocument,
    "query AdminGetAdminUserDetail2 { getAdminUserDetail(id: \"nobody\") { fileVolume } }": types.AdminGetAdminUserDetail2Document,
    "mutation AdminAdminCreateDefaultTag { adminCreateDefaultTag(input: { name: \"至急\", color: \"#FF0000\" }) { id name color type room_id } }": types.AdminAdminCreateDefaultTagDocument,
    "mutation AdminAdminCreateDefaultTag2 { adminCreateDefaultTag(input: { name: \"x\", color: \"red\" }) { id } }": types.AdminAdminCreateDefaultTag2Document,
    "mutation AdminAdminUpdateDefaultTag($id: ID) { adminUpdateDefaultTag(input: { id: $id, name: \"急ぎ\" }) { name color } }": types.AdminAdminUpdateDefaultTagDocument,
    "mutation AdminAdminDeleteDefaultTag($id: ID!) { adminDeleteDefaultTag(input: { id: $id }) { id } }": types.AdminAdminDeleteDefaultTagDocument,
    "mutation AdminAdminSaveDefaultTemplate($b: JSON) { adminSaveDefaultTemplate(input: { name: \"進行管理\", boards: $b }) { id type boards } }": types.AdminAdminSaveDefaultTemplateDocument,
    "mutation AdminAdminSaveDefaultTemplate2($id: ID, $b: JSON) { adminSaveDefaultTemplate(input: { id: $id, name: \"改\", boards: $b }) { name boards } }": types.AdminAdminSaveDefaultTemplate2Document,
    "mutation AdminAdminSaveDefaultTemplate3 { adminSaveDefaultTemplate(input: { name: \"空\", boards: [] }) { id } }": types.AdminAdminSaveDefaultTemplate3Document,
    "mutation AdminAdminDeleteDefaultTemplate($id: ID!) { adminDeleteDefaultTemplate(input: { id: $id }) { id } }": types.AdminAdminDeleteDefaultTemplateDocument,
    "query AdminListAuditLogs2 { listAuditLogs(limit: 6) { items { action } } }": types.AdminListAuditLogs2Document,
    "mutation CsvUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": types.CsvUpdateLanguageDocument,
    "query CsvDownloadUserCsv($k: String) { downloadUserCsv(lastExclusiveStartKey: $k) { users { id name } lastExclusiveStartKey } }": types.CsvDownloadUserCsvDocument,
    "subscription JobsOnMaintenanceJobProgress { onMaintenanceJobProgress(name: \"room\") { name processed total } }": types.JobsOnMaintenanceJobProgressDocument,
    "mutation JobsRunMaintenanceJob($name: String) { runMaintenanceJob(input: { name: $name }) { name processed changed } }": types.JobsRunMaintenanceJobDocument,
    "query JobsListMaintenanceJobs { listMaintenanceJobs { name title description } }": types.JobsListMaintenanceJobsDocument,
    "mutation JobsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": types.JobsUpdateLanguageDocument,
    "query JobsListMaintenanceJobsInEnglish { listMaintenanceJobs { name title description } }": types.JobsListMaintenanceJobsInEnglishDocument,
    "query ApiMemberNumbers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { user_id accountNumber } } }": types.ApiMemberNumbersDocument,
    "mutation ApiRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.ApiRemoveMemberDocument,
    "mutation ApiRoutesCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": types.ApiRoutesCreateApiTokenDocument,
    "mutation ApiRoutesDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.ApiRoutesDeleteUserRoomDocument,
    "subscription ApiRoutesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content to_user_id user_id } }": types.ApiRoutesOnCreateMessageDocument,
    "mutation ApiRoutesRequestContact($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }": types.ApiRoutesRequestContactDocument,
    "mutation ApiRoutesAcceptContact($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }": types.ApiRoutesAcceptContactDocument,
    "mutation ApiRoutesCreateColumn($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }": types.ApiRoutesCreateColumnDocument,
    "mutation ApiRoutesSetDone($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id } }": types.ApiRoutesSetDoneDocument,
    "subscription ApiRoutesOnUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role } }": types.ApiRoutesOnUserRoomDocument,
    "mutation ApiRoutesRemoveForFile($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.ApiRoutesRemoveForFileDocument,
    "mutation ApiRoutesJoinByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { role } }": types.ApiRoutesJoinByCodeDocument,
    "mutation ApiCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id name scope createdAt lastUsedAt } } }": types.ApiCreateApiTokenDocument,
    "query ApiApiTokens { apiTokens { id name scope lastUsedAt } apiSettings { enabled } }": types.ApiApiTokensDocument,
    "mutation ApiRevokeApiToken($id: ID!) { revokeApiToken(id: $id) }": types.ApiRevokeApiTokenDocument,
    "mutation ApiUpdateApiSettings($enabled: Boolean!) { updateApiSettings(enabled: $enabled) { enabled } }": types.ApiUpdateApiSettingsDocument,
    "mutation ApiChangeStatusUser($input: ChangeStatusUserInput!) { changeStatusUser(input: $input) { id status } }": types.ApiChangeStatusUserDocument,
    "mutation ApiUpdatePassword($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }": types.ApiUpdatePasswordDocument,
    "mutation ApiResetPassword($e: String) { resetPassword(email: $e) }": types.ApiResetPasswordDocument,
    "mutation ApiConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": types.ApiConfirmResetPasswordDocument,
    "mutation ApiSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn } }": types.ApiSignInDocument,
    "subscription AssistantOnAssistantMessage($id: ID!) { onAssistantMessage(conversationId: $id) { messageId delta done status content error } }": types.AssistantOnAssistantMessageDocument,
    "mutation AssistantCreateConversation { createConversation(input: {}) { id title } }": types.AssistantCreateConversationDocument,
    "mutation AssistantSendAssistantMessage($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id role content status error context_room_id createdAt } }": types.AssistantSendAssistantMessageDocument,
    "query AssistantGetConversation($id: ID!) { getConversation(id: $id) { title messages { id role content status error context_room_id createdAt } } }": types.AssistantGetConversationDocument,
    "mutation AssistantUpdateLanguage { updateLanguage(language: \"en\") { language } }": types.AssistantUpdateLanguageDocument,
    "query AssistantListConversations { listConversations { items { id title } nextToken } }": types.AssistantListConversationsDocument,
    "mutation AssistantRetryAssistantMessage($i: AssistantMessageIdInput!) { retryAssistantMessage(input: $i) { status } }": types.AssistantRetryAssistantMessageDocument,
    "mutation AssistantStopAssistantMessage($i: AssistantMessageIdInput!) { stopAssistantMessage(input: $i) { id role content status error context_room_id createdAt } }": types.AssistantStopAssistantMessageDocument,
    "query AssistantGetConversation2($id: ID!) { getConversation(id: $id) { id } }": types.AssistantGetConversation2Document,
    "query AssistantGetAssistantStatus { getAssistantStatus { configured model requestsToday requestsPerDay } }": types.AssistantGetAssistantStatusDocument,
    "query AssistantGetAssistantStatus2 { getAssistantStatus { configured model } }": types.AssistantGetAssistantStatus2Document,
    "query AuthGetUserDetail { getUserDetail { id email status isFirstLogin qualifications } }": types.AuthGetUserDetailDocument,
    "mutation AuthConfirmSignUp { confirmSignUp(code: \"000000\") }": types.AuthConfirmSignUpDocument,
    "mutation AuthConfirmSignUp2($c: String) { confirmSignUp(code: $c) }": types.AuthConfirmSignUp2Document,
    "mutation AuthSignOut { signOut }": types.AuthSignOutDocument,
    "mutation AuthResetPassword($e: String) { resetPassword(email: $e) }": types.AuthResetPasswordDocument,
    "mutation AuthConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": types.AuthConfirmResetPasswordDocument,
    "mutation AuthSignOut2 { signOut(global: true) }": types.AuthSignOut2Document,
    "mutation AuthUpdatePassword { updatePassword(oldPassword: \"nope\", newPassword: \"brandnew123\") }": types.AuthUpdatePasswordDocument,
    "mutation AuthUpdatePassword2($o: String) { updatePassword(oldPassword: $o, newPassword: \"brandnew123\") }": types.AuthUpdatePassword2Document,
    "mutation AuthSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": types.AuthSendMailUpdateEmailDocument,
    "mutation AuthVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }": types.AuthVerifyUpdateEmailDocument,
    "query AuthCustomGetNotifications { customGetNotifications { items { type content link } } }": types.AuthCustomGetNotificationsDocument,
    "query AuthGetUserDetail2 { getUserDetail { pendingEmail } }": types.AuthGetUserDetail2Document,
    "query AuthGetProfile($id: ID) { getProfile(id: $id) { pendingEmail } }": types.AuthGetProfileDocument,
    "query AvatarsGetProfile($id: ID) { getProfile(id: $id) { image } }": types.AvatarsGetProfileDocument,
    "mutation AvatarsUpdateProfile { updateProfile(input: { image: \"https://example.com/me.png\" }) { image } }": types.AvatarsUpdateProfileDocument,
    "mutation AvatarsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.AvatarsCustomDeleteUserRoomDocument,
    "mutation AvatarsUpdateRoom($i: UpdateRoomInput!) { updateRoom(input: $i) { id } }": types.AvatarsUpdateRoomDocument,
    "query BillingGetHeadTransactionByUser { getHeadTransactionByUser {\n  package_id payment_type name price maxRoom maxContact maxCapacityEveryFile maxCapacityFileByUser\n  maxCapacityFileInRoom createdAt period_end is_regis_auto next_payment_type auto_payment_failed hasPaymentProfile\n} }": types.BillingGetHeadTransactionByUserDocument,
    "mutation BillingHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }": types.BillingHandleStripeTransactionDocument,
    "query BillingHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) {\n  handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { card_brand last_digits exp_month exp_year } }\n}": types.BillingHandleStripeConfirmSetupIntentDocument,
    "mutation BillingHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) {\n  handleStripePaymentMethod(input: $input) { subscription_id customer_id amount transaction_id }\n}": types.BillingHandleStripePaymentMethodDocument,
    "mutation BillingHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }": types.BillingHandleStripeChangePaymentSetupDocument,
    "mutation BillingHandleStripeChangePayment2($input: HandleStripeChangePaymentInput!) {\n  handleStripeChangePayment(input: $input) { card_brand last_digits exp_month exp_year }\n}": types.BillingHandleStripeChangePayment2Document,
    "mutation BillingHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) {\n  handleStripeChangePeriod(input: $input) { package_id payment_type price next_payment_type }\n}": types.BillingHandleStripeChangePeriodDocument,
    "query BillingGetUsage { getUsage { roomCount contactCount fileSize } }": types.BillingGetUsageDocument,
    "query BillingListTransactionByUser($limit: Int, $nextToken: String) { listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n  items { id amount status package_id payment_type is_regis_auto period_start period_end receiptUrl } nextToken\n} }": types.BillingListTransactionByUserDocument,
    "query BillingGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } listPackages { package_id payment_type price } }": types.BillingGetPaymentSettingsDocument,
    "query BillingGetLastTransactionByUser { getLastTransactionByUser { id } getCard { card_no } }": types.BillingGetLastTransactionByUserDocument,
    "query BillingGetHeadTransactionByUser2($id: ID) { getHeadTransactionByUser(user_id: $id) { package_id } }": types.BillingGetHeadTransactionByUser2Document,
    "query BillingGetCard { getCard { card_no card_expire_date card_brand } }": types.BillingGetCardDocument,
    "mutation BillingHandleStripePaymentSuccess($input: HandleStripePaymentSuccessInput!) { handleStripePaymentSuccess(input: $input) { id amount status } }": types.BillingHandleStripePaymentSuccessDocument,
    "mutation BillingHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto period_end } }": types.BillingHandleStripeRemoveInfoDocument,
    "mutation BillingHandleRemoveInfoGMO { handleRemoveInfoGMO { message } }": types.BillingHandleRemoveInfoGmoDocument,
    "mutation BillingHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }": types.BillingHandleStripeChangePaymentDocument,
    "mutation BillingHandleChangeCardInfo($input: HandleStripeChangePaymentInput!) { handleChangeCardInfo(input: $input) { message } }": types.BillingHandleChangeCardInfoDocument,
    "query BillingGetCard2 { getCard { card_no card_expire_date } }": types.BillingGetCard2Document,
    "mutation BillingHandleStripeRemoveInfo2 { handleStripeRemoveInfo { package_id } }": types.BillingHandleStripeRemoveInfo2Document,
    "query BillingTransactionsCreatedAt($createdAt: TransactionCreatedAtCondition) {\n      listTransactionByUser(createdAt: $createdAt, sortDirection: \"ASC\") { items { createdAt } }\n    }": types.BillingTransactionsCreatedAtDocument,
    "mutation BillingAddRoom { addRoom(input: { name: \"営業部\" }) { id } }": types.BillingAddRoomDocument,
    "mutation BillingAddRoom2 { addRoom(input: { name: \"経理部\" }) { id } }": types.BillingAddRoom2Document,
    "mutation BillingAddRoom3 { addRoom(input: { name: \"他人のルーム\" }) { id } }": types.BillingAddRoom3Document,
    "query BillingGetUsage2($id: ID) { getUsage(user_id: $id) { roomCount } }": types.BillingGetUsage2Document,
    "query StripeGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } }": types.StripeGetPaymentSettingsDocument,
    "mutation StripeHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }": types.StripeHandleStripeTransactionDocument,
    "query StripeHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status } }": types.StripeHandleStripeConfirmSetupIntentDocument,
    "query StripeHandleStripeConfirmSetupIntent2($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { last_digits } } }": types.StripeHandleStripeConfirmSetupIntent2Document,
    "mutation StripeHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id } }": types.StripeHandleStripePaymentMethodDocument,
    "mutation StripeHandleStripePaymentMethod2($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id customer_id customer_name amount } }": types.StripeHandleStripePaymentMethod2Document,
    "mutation StripeHandleStripeInvoices { handleStripeInvoices { id total_amount status } handleStripeRetrieveCustomerId { customer_id } }": types.StripeHandleStripeInvoicesDocument,
    "mutation StripeHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }": types.StripeHandleStripeChangePaymentSetupDocument,
    "query StripeHandleStripeConfirmSetupIntent3($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { payment_method_id } }": types.StripeHandleStripeConfirmSetupIntent3Document,
    "mutation StripeHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }": types.StripeHandleStripeChangePaymentDocument,
    "query StripeGetHeadTransactionByUser { getHeadTransactionByUser { auto_payment_failed } }": types.StripeGetHeadTransactionByUserDocument,
    "mutation StripeHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) { handleStripeChangePeriod(input: $input) { payment_type next_payment_type } }": types.StripeHandleStripeChangePeriodDocument,
    "mutation StripeHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto } }": types.StripeHandleStripeRemoveInfoDocument,
    "query StripeGetHeadTransactionByUser2 { getHeadTransactionByUser { package_id } }": types.StripeGetHeadTransactionByUser2Document,
    "mutation BoardsCreateBoardByRoom($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id name order color } }": types.BoardsCreateBoardByRoomDocument,
    "mutation BoardsCreateTaskByBoard($input: CreateTaskByBoardInput!) {\n  createTaskByBoard(input: $input) { id name order board_id usersAssignee { id } }\n}": types.BoardsCreateTaskByBoardDocument,
    "mutation BoardsUpdateOrderTask($input: UpdateOrderTaskInput!) {\n  updateOrderTask(input: $input) { room_id action board_id user_id tasks { id order board_id } }\n}": types.BoardsUpdateOrderTaskDocument,
    "query BoardsListBoardsByRoom($room_id: ID!, $is_archive: Boolean) {\n  listBoardsByRoom(room_id: $room_id, is_archive: $is_archive) {\n    items { id name order is_archive labels room { id } user { id } tasks { items { id name order usersAssignee { id } } } }\n  }\n}": types.BoardsListBoardsByRoomDocument,
    "mutation BoardsSetTagsByRole($input: UpdateTaskInput!) { set: updateTaskByRole(input: $input) { id tags { id name color } } }": types.BoardsSetTagsByRoleDocument,
    "mutation BoardsSetTags($input: UpdateTaskInput!) { set: updateTask(input: $input) { id tags { id name color } } }": types.BoardsSetTagsDocument,
    "mutation BoardsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }": types.BoardsRemoveTaskDocument,
    "mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }": types.BoardsRemoveBoardDocument,
    "mutation BoardsUpdateArchiveBoard($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: true }) { id } }": types.BoardsUpdateArchiveBoardDocument,
    "mutation BoardsUpdateArchiveBoard2($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: false }) { id } }": types.BoardsUpdateArchiveBoard2Document,
    "query BoardsGetTaskDetail($id: ID!) { getTaskDetail(id: $id) { history { action from_board_name to_board_name user { id } } } }": types.BoardsGetTaskDetailDocument,
    "mutation BoardsCreateTag2($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"複製\", color: \"#7048e8\" }) { id } }": types.BoardsCreateTag2Document,
    "mutation BoardsUpdateTask($id: ID!, $tag_ids: ID!) { updateTask(input: { id: $id, tag_ids: [$tag_ids] }) { id } }": types.BoardsUpdateTaskDocument,
    "mutation BoardsCloneBoard($id: ID!) { cloneBoard(input: { id: $id }) {\n      id order name tasks { items { id name usersAssignee { id } tags { id } } } } }": types.BoardsCloneBoardDocument,
    "mutation BoardsUpdateTask2($id: ID!) { updateTask(input: { id: $id, name: \"変更\" }) { id } }": types.BoardsUpdateTask2Document,
    "query BoardsGetListBoardAllRoom { getListBoardAllRoom { items { id room_id } } }": types.BoardsGetListBoardAllRoomDocument,
    "mutation BoardsUpdateFileTask($id: ID!, $ids: [ID!]!) { updateFileTask(input: { id: $id, file_ids: $ids }) {\n      files { file_id name size type user_upload_name user_upload_id createdAt } } }": types.BoardsUpdateFileTaskDocument,
    "mutation BoardsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": types.BoardsCreateTagDocument,
    "mutation BoardsUpdateTask3($id: ID!) { updateTask(input: { id: $id, name: \"名前だけ\" }) { id } }": types.BoardsUpdateTask3Document,
    "query BoardsListBoardsByRoom2($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id tasks { items { id tags { id } } } } } }": types.BoardsListBoardsByRoom2Document,
    "mutation BoardsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }": types.BoardsDeleteTagDocument,
    "query BoardsGetTaskDetail2($id: ID!) { getTaskDetail(id: $id) { tags { id } } }": types.BoardsGetTaskDetail2Document,
    "mutation BoardsUpdateTaskDescription($input: UpdateTaskInput!) { updateTask(input: $input) { id description } }": types.BoardsUpdateTaskDescriptionDocument,
    "mutation BoardsCreateTag3($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"自室\", color: \"#2f9e44\" }) { id } }": types.BoardsCreateTag3Document,
    "mutation BoardsCreateTag4($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"他室\", color: \"#f08c00\" }) { id } }": types.BoardsCreateTag4Document,
    "mutation BoardsUpdateTaskByRole($input: UpdateTaskInput!) { updateTaskByRole(input: $input) { id } }": types.BoardsUpdateTaskByRoleDocument,
    "mutation BoardsUpdateTask4($id: ID!) { updateTask(input: { id: $id, tag_ids: [] }) { id } }": types.BoardsUpdateTask4Document,
    "mutation ChecklistsCreate($input: CreateTaskChecklistInput!) {\n  createTaskChecklist(input: $input) { id updatedAt checklistProgress { done total } checklists { id name items { id name is_done user_assignee_id userAssignee { id } } } }\n}": types.ChecklistsCreateDocument,
    "mutation ChecklistsRename($input: UpdateTaskChecklistInput!) { updateTaskChecklist(input: $input) { checklists { id name } } }": types.ChecklistsRenameDocument,
    "mutation ChecklistsMove($input: MoveChecklistInput!) { moveTaskChecklist(input: $input) { checklists { id name } } }": types.ChecklistsMoveDocument,
    "mutation ChecklistsDelete($input: ChecklistIdInput!) { deleteTaskChecklist(input: $input) { checklists { id } checklistProgress { done total } } }": types.ChecklistsDeleteDocument,
    "mutation ChecklistsCreateItem($input: CreateChecklistItemInput!) {\n  createChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id userAssignee { id } } } }\n}": types.ChecklistsCreateItemDocument,
    "mutation ChecklistsUpdateItem($input: UpdateChecklistItemInput!) {\n  updateChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id } } }\n}": types.ChecklistsUpdateItemDocument,
    "mutation ChecklistsMoveItem($input: MoveChecklistInput!) { moveChecklistItem(input: $input) { checklists { items { name } } } }": types.ChecklistsMoveItemDocument,
    "mutation ChecklistsDeleteItem($input: ChecklistIdInput!) { deleteChecklistItem(input: $input) { checklistProgress { done total } } }": types.ChecklistsDeleteItemDocument,
    "query ChecklistsHistory($id: ID!) { getTaskDetail(id: $id) { history { action subject user { id } } } }": types.ChecklistsHistoryDocument,
    "mutation ChecklistsCreateTask($board_id: ID!, $name: String!) { createTaskByBoard(input: { board_id: $board_id, name: $name }) { id } }": types.ChecklistsCreateTaskDocument,
    "mutation ChecklistsCreateBoard($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"ToDo\" }) { id } }": types.ChecklistsCreateBoardDocument,
    "mutation ChecklistsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }": types.ChecklistsRemoveTaskDocument,
    "mutation ChecklistsCloneBoard($id: ID!) { cloneBoard(input: { id: $id, name: \"複製\" }) { id tasks { items { name checklistProgress { done total } checklists { name items { name is_done user_assignee_id } } } } } }": types.ChecklistsCloneBoardDocument,
    "subscription ChecklistsOnTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id checklistProgress { done total } } } }": types.ChecklistsOnTaskDocument,
    "mutation ChecklistsRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.ChecklistsRemoveMemberDocument,
    "mutation DoneCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id is_done } }": types.DoneCreateBoardDocument,
    "mutation DoneCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id board_id status } }": types.DoneCreateTaskDocument,
    "mutation DoneMoveTask($input: UpdateOrderTaskInput!) { updateOrderTask(input: $input) { board_id tasks { id board_id status } } }": types.DoneMoveTaskDocument,
    "mutation DoneUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id board_id status } }": types.DoneUpdateTaskDocument,
    "mutation DoneSetDoneBoard($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id is_done } }": types.DoneSetDoneBoardDocument,
    "query DoneList($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id is_done } } }": types.DoneListDocument,
    "subscription RealtimeOnUpdateOrderTask($room_id: ID!) {\n  onUpdateOrderTask(room_id: $room_id) { room_id action board_id user_id tasks { id order board_id } }\n}": types.RealtimeOnUpdateOrderTaskDocument,
    "mutation RealtimeCreateBoardByRoom($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"A\" }) { id } }": types.RealtimeCreateBoardByRoomDocument,
    "mutation RealtimeCreateBoardByRoom2($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"B\" }) { id } }": types.RealtimeCreateBoardByRoom2Document,
    "mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: \"T\" }) { id } }": types.RealtimeCreateTaskByBoardDocument,
    "mutation RealtimeUpdateOrderTask($id: ID!, $board_id: ID!) { updateOrderTask(input: { id: $id, board_id: $board_id }) { action } }": types.RealtimeUpdateOrderTaskDocument,
    "subscription RealtimeOnUpdateOrderTask2($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id tags { id name color } } } }": types.RealtimeOnUpdateOrderTask2Document,
    "mutation RealtimeCreateBoardByRoom3($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"タグ\" }) { id } }": types.RealtimeCreateBoardByRoom3Document,
    "mutation RealtimeCreateTag($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"至急\", color: \"#e03131\" }) { id } }": types.RealtimeCreateTagDocument,
    "mutation RealtimeUpdateTaskByRole($id: ID!, $tag_ids: ID!) { updateTaskByRole(input: { id: $id, tag_ids: [$tag_ids] }) { id } }": types.RealtimeUpdateTaskByRoleDocument,
    "subscription RealtimeOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id boards { id name order } } }": types.RealtimeOnUpdateBoardDocument,
    "mutation RealtimeCreateBoardByRoom4($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"見える\" }) { id order } }": types.RealtimeCreateBoardByRoom4Document,
    "mutation RealtimeCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.RealtimeCustomDeleteUserRoomDocument,
    "mutation RealtimeUpdateBoard($id: ID!) { updateBoard(input: { id: $id, name: \"見えない\" }) { id } }": types.RealtimeUpdateBoardDocument,
    "mutation RealtimeCreateBoardByRoom5($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"C\" }) { id } }": types.RealtimeCreateBoardByRoom5Document,
    "mutation RealtimeCreateMemoTasks($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"確認しました\", isMessage: true }) { id isMessage message_id user { id } } }": types.RealtimeCreateMemoTasksDocument,
    "mutation RealtimeCreateMemoTasks2($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"メモだけ\" }) { id isMessage message_id } }": types.RealtimeCreateMemoTasks2Document,
    "query RealtimeListCommentByTasks($task_id: ID!) { listCommentByTasks(task_id: $task_id, user_room_id: \"x\") { items { content } } }": types.RealtimeListCommentByTasksDocument,
    "mutation RealtimeUpdateMemoTasks($id: ID!) { updateMemoTasks(input: { id: $id, content: \"改ざん\" }) { id } }": types.RealtimeUpdateMemoTasksDocument,
    "mutation RealtimeRemoveMessageByMemoTask($id: ID!) { removeMessageByMemoTask(input: { id: $id }) { isMessage message_id content } }": types.RealtimeRemoveMessageByMemoTaskDocument,
    "query TaskFilterListTasks($filter: TaskFilterInput!, $limit: Int, $nextToken: String) {\n  listTasks(filter: $filter, limit: $limit, nextToken: $nextToken) {\n    items { id name board_id order usersAssignee { id } tags { id } checklistProgress { done total } }\n    nextToken\n  }\n}": types.TaskFilterListTasksDocument,
    "mutation TaskFilterCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }": types.TaskFilterCreateBoardDocument,
    "mutation TaskFilterCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }": types.TaskFilterCreateTaskDocument,
    "mutation TaskFilterUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id } }": types.TaskFilterUpdateTaskDocument,
    "mutation TaskFilterArchive($input: UpdateArchiveBoardInput!) { updateArchiveBoard(input: $input) { id } }": types.TaskFilterArchiveDocument,
    "mutation TaskFilterCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": types.TaskFilterCreateTagDocument,
    "mutation TaskFilterRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.TaskFilterRemoveMemberDocument,
    "mutation ContactCreateContactForm($input: CreateContactFormInput!) {\n  createContactForm(input: $input) { id name email company_name content createdAt }\n}": types.ContactCreateContactFormDocument,
    "mutation ExportsStart($input: StartExportInput!) { startExport(input: $input) { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }": types.ExportsStartDocument,
    "query ExportsList { listExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }": types.ExportsListDocument,
    "query ExportsMine { listMyExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }": types.ExportsMineDocument,
    "mutation ExportsCancel($id: ID!) { cancelExportJob(input: { id: $id }) { id state finishedAt } }": types.ExportsCancelDocument,
    "query ExportsRooms($search: String) { exportableRooms(search: $search) { id name countUser } }": types.ExportsRoomsDocument,
    "query FilesGetVolumeFileFunction($room_id: ID, $user_id: ID, $type: String) {\n  getVolumeFileFunction(room_id: $room_id, user_id: $user_id, type: $type) { total_file total_file_size }\n}": types.FilesGetVolumeFileFunctionDocument,
    "query FilesGetFilesFunction($room_id: ID!, $type: String) {\n  getFilesFunction(room_id: $room_id, type: $type) { items { id name size type url thumbnailUrl width height userCreated { id } } nextToken }\n}": types.FilesGetFilesFunctionDocument,
    "query FilesGetFileDetail($id: ID!) { getFileDetail(id: $id) { id name url deletedAt } }": types.FilesGetFileDetailDocument,
    "mutation FilesSoftDeleteFileFunction($id: ID) { softDeleteFileFunction(input: { id: $id }) { id deletedAt user_deleted_id } }": types.FilesSoftDeleteFileFunctionDocument,
    "mutation FilesHardDeleteFileFunction($id: ID) { hardDeleteFileFunction(input: { id: $id }) { id deletedAt } }": types.FilesHardDeleteFileFunctionDocument,
    "mutation FilesCreateFile($input: UpdateFileInput!) { createFile(input: $input) { id message_id } }": types.FilesCreateFileDocument,
    "mutation FilesCreateFileFunction($input: [UpdateFileInput!]!) { createFileFunction(input: $input) { id message_id } }": types.FilesCreateFileFunctionDocument,
    "query ImportsGetJob($id: ID!) { getImportJob(id: $id) { id kind state file_name report done total counts error createdAt finishedAt } }": types.ImportsGetJobDocument,
    "query ImportsListJobs { listImportJobs { id state } }": types.ImportsListJobsDocument,
    "mutation ImportsStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }": types.ImportsStartJobDocument,
    "mutation ImportsCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state finishedAt } }": types.ImportsCancelJobDocument,
    "mutation ImportsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": types.ImportsUpdateLanguageDocument,
    "query ImportsSearch($content: String) { searchMessages(content: $content) { items { id content room_id user { name } } } }": types.ImportsSearchDocument,
    "mutation MusubiRoundTripExport($input: StartExportInput!) { startExport(input: $input) { id } }": types.MusubiRoundTripExportDocument,
    "query MusubiRoundTripExports { listExportJobs { id state downloadPath } }": types.MusubiRoundTripExportsDocument,
    "query MusubiGetJob($id: ID!) { getImportJob(id: $id) { id kind state done total counts report error } }": types.MusubiGetJobDocument,
    "mutation MusubiStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }": types.MusubiStartJobDocument,
    "query TrelloGetJob($id: ID!) { getImportJob(id: $id) { id kind room_id state file_name report done total counts error } }": types.TrelloGetJobDocument,
    "query TrelloListJobs($room_id: ID) { listImportJobs(room_id: $room_id) { id kind room_id } }": types.TrelloListJobsDocument,
    "mutation TrelloStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }": types.TrelloStartJobDocument,
    "mutation TrelloCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state } }": types.TrelloCancelJobDocument,
    "subscription TrelloOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id user_id boards { id name } } }": types.TrelloOnUpdateBoardDocument,
    "subscription TrelloOnUpdateOrderTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id user_id tasks { id board_id } } }": types.TrelloOnUpdateOrderTaskDocument,
    "query TrelloBoardTasks($id: ID!) { getTaskDetail(id: $id) { id name checklistProgress { done total } } }": types.TrelloBoardTasksDocument,
    "subscription LiveOrderChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id change_seq } }": types.LiveOrderChangesDocument,
    "subscription LiveOrderCreates($r: ID!) { onCreateMessage(room_id: $r) { id } }": types.LiveOrderCreatesDocument,
    "mutation MessagesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.MessagesCustomDeleteUserRoomDocument,
    "mutation MessagesUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": types.MessagesUpdateMessageByRoleDocument,
    "mutation MessagesDeleteMessageByRoleOfAnyRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": types.MessagesDeleteMessageByRoleOfAnyRoleDocument,
    "query MessagesCustomGetMessage($id: ID!) { customGetMessage(id: $id) { id } }": types.MessagesCustomGetMessageDocument,
    "mutation MessagesDeleteAllMessageInRoom($i: DeleteAllMessageInRoomInput!) { deleteAllMessageInRoom(input: $i) }": types.MessagesDeleteAllMessageInRoomDocument,
    "mutation MessagesDeleteMessages($i: DeleteMessagesInput!) { deleteMessages(input: $i) { id deletedAt } }": types.MessagesDeleteMessagesDocument,
    "query MessagesCustomGetNotifications { customGetNotifications { items { type content room_id user_created_id status link } } }": types.MessagesCustomGetNotificationsDocument,
    "query MessagesNotificationByUser($u: ID!) { notificationByUser(user_id: $u) { items { content } } }": types.MessagesNotificationByUserDocument,
    "mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }": types.MessagesDeleteMessageByRoleDocument,
    "mutation MessagesUpdateUnreadUserRoomCounts($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages unread_mentions last_read_seq } }": types.MessagesUpdateUnreadUserRoomCountsDocument,
    "mutation MessagesUpdateMessageByRole2($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }": types.MessagesUpdateMessageByRole2Document,
    "mutation MessagesUpdateUnreadUserRoomMark($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages last_read_seq } }": types.MessagesUpdateUnreadUserRoomMarkDocument,
    "mutation MessagesUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { last_read_seq } }": types.MessagesUpdateUnreadUserRoomDocument,
    "query MessagesCustomGetNotifications2 { customGetNotifications(filter: { status: 0 }) { items { id } } }": types.MessagesCustomGetNotifications2Document,
    "mutation MessagesCustomUpdateNotification($i: UpdateNotificationInput!) { customUpdateNotification(input: $i) { id status } }": types.MessagesCustomUpdateNotificationDocument,
    "mutation MessagesCustomDeleteNotification($i: DeleteNotificationInput!) { customDeleteNotification(input: $i) { id } }": types.MessagesCustomDeleteNotificationDocument,
    "mutation MessagesUpdateMessageByRole3($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { emotions { user_id emotion } } }": types.MessagesUpdateMessageByRole3Document,
    "query MessagesCustomGetMessagesByRoom($r: ID!, $t: String, $a: Int) { customGetMessagesByRoom(room_id: $r, limit: 2, nextToken: $t, afterSeq: $a) { items { id content seq change_seq deletedAt } nextToken } }": types.MessagesCustomGetMessagesByRoomDocument,
    "mutation MessagesUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id } }": types.MessagesUpdateUserRoomDocument,
    "subscription MessagesOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } }": types.MessagesOnUpdateUserRoomDocument,
    "query MessagesUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } } }": types.MessagesUserRoomByUserAndRoomDocument,
    "subscription MessagesOnUpdateUserRoomShared($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id unread_messages last_message role room { id name } } }": types.MessagesOnUpdateUserRoomSharedDocument,
    "subscription MessagesOnUpdateUserRoom2($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role favorite removed } }": types.MessagesOnUpdateUserRoom2Document,
    "subscription MessagesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": types.MessagesOnCreateMessageDocument,
    "subscription MessagesOnUpdateUserRoom3($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id removed } }": types.MessagesOnUpdateUserRoom3Document,
    "query MessagesGetRoomList { getRoomList { items { id kind } } }": types.MessagesGetRoomListDocument,
    "subscription MessagesOnUpdateUserRoom4($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }": types.MessagesOnUpdateUserRoom4Document,
    "mutation MessagesUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }": types.MessagesUpdateStatusUserDocument,
    "query MessagesCustomGetMessagesByRoom2($r: ID!, $a: Int) { customGetMessagesByRoom(room_id: $r, afterSeq: $a) { items { id } } }": types.MessagesCustomGetMessagesByRoom2Document,
    "mutation MessagesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }": types.MessagesCreateMessageByRoleDocument,
    "query MessagesSearchMessages($c: String, $t: String, $l: Int) { searchMessages(content: $c, limit: $l, nextToken: $t) { items { content } nextToken } }": types.MessagesSearchMessagesDocument,
    "mutation MessagesSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id drafts { room_id action draft } } }": types.MessagesSaveDraftDocument,
    "query MessagesGetDraftMessages($id: ID) { getDraftMessages(id: $id) { id } }": types.MessagesGetDraftMessagesDocument,
    "query MessagesGetDraftMessages2 { getDraftMessages { drafts { draft version } } }": types.MessagesGetDraftMessages2Document,
    "mutation MessagesCreateOrUpdateDraftMessages($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { saved { room_id action draft version } } }": types.MessagesCreateOrUpdateDraftMessagesDocument,
    "subscription MessagesOnDraftMessage($u: ID!) { onDraftMessage(user_id: $u) { id room_id action draft version } }": types.MessagesOnDraftMessageDocument,
    "query SearchMessagesFound($c: String) { searchMessages(content: $c, limit: 100) { items { id content room_id } } }": types.SearchMessagesFoundDocument,
    "mutation SearchRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.SearchRemoveMemberDocument,
    "mutation NotificationsUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_mentions } }": types.NotificationsUpdateUnreadUserRoomDocument,
    "subscription NotificationsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id status room_id } }": types.NotificationsOnCreateNotificationDocument,
    "query NotificationsBellRooms { customGetNotifications(limit: 10) { items { content room_name user_created { name } } } }": types.NotificationsBellRoomsDocument,
    "mutation ContactsCustomCreateContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }": types.ContactsCustomCreateContactRequestDocument,
    "mutation ContactsAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id } }": types.ContactsAcceptRequestContactDocument,
    "mutation ContactsRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }": types.ContactsRemoveContactDocument,
    "query ContactsFindUsers($s: String, $limit: Int) { findUsers(search: $s, limit: $limit) { items { id name email } nextToken } }": types.ContactsFindUsersDocument,
    "mutation ContactsCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }": types.ContactsCreateMessageByRoleDocument,
    "query ContactsCustomGetMessagesByRoom($r: ID!) { customGetMessagesByRoom(room_id: $r) { items { content } } }": types.ContactsCustomGetMessagesByRoomDocument,
    "mutation ContactsNoticeDecline($id: ID!) { customDeleteContactRequest(input: { id: $id }) }": types.ContactsNoticeDeclineDocument,
    "query PeopleGetProfile($id: ID) { getProfile(id: $id) {\n  id name company_name email phone phone2 address post_code building prefectures qualifications isFirstLogin } }": types.PeopleGetProfileDocument,
    "mutation PeopleUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) {\n  id name phone qualifications isFirstLogin } }": types.PeopleUpdateProfileDocument,
    "mutation PeopleCustomCreateContactRequest($input: CreateContactRequestInput!) {\n  customCreateContactRequest(input: $input) { id status request_user_id user_id } }": types.PeopleCustomCreateContactRequestDocument,
    "mutation PeopleAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id status } }": types.PeopleAcceptRequestContactDocument,
    "mutation PeopleCustomDeleteContactRequest($id: ID) { customDeleteContactRequest(input: { id: $id }) }": types.PeopleCustomDeleteContactRequestDocument,
    "mutation PeopleCreateInviteByEmail($input: CreateInviteByEmailInput!) {\n  createInviteByEmail(input: $input) { id type email role room_id request_id room { id name } } }": types.PeopleCreateInviteByEmailDocument,
    "mutation PeopleUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id user_id role } }": types.PeopleUpdateUserContactJoinRoomDocument,
    "mutation PeopleHandleRequestMailContact($token: String) {\n  handleRequestMailContact(input: { token: $token }) { id status request_user_id user_id } }": types.PeopleHandleRequestMailContactDocument,
    "query PeopleFindUsers($s: String) { findUsers(search: $s) { items { id name email phone address } } }": types.PeopleFindUsersDocument,
    "query PeopleGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id name email phone } }": types.PeopleGetUsersByIdsDocument,
    "query PeopleSearchUser { searchUser(name: \"検索\") { items { id } } }": types.PeopleSearchUserDocument,
    "query PeopleSearchUser2($e: String) { searchUser(email: $e) { items { id email } } }": types.PeopleSearchUser2Document,
    "query PeopleGetCountContactRequestByUser($u: ID) { getCountContactRequestByUser(user_id: $u) }": types.PeopleGetCountContactRequestByUserDocument,
    "query PeopleListContactsRequests { listContactsRequests { items { id request_user { id name email } } } }": types.PeopleListContactsRequestsDocument,
    "query PeopleGetListContactRequestByUser($u: ID) { getListContactRequestByUser(user_id: $u) { id } }": types.PeopleGetListContactRequestByUserDocument,
    "query PeopleListContacts { listContacts { items { id email } } }": types.PeopleListContactsDocument,
    "mutation PeopleRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }": types.PeopleRemoveContactDocument,
    "query PeopleListContactsRequests2 { listContactsRequests { items { id } } }": types.PeopleListContactsRequests2Document,
    "query PeopleListInviteByEmails { listInviteByEmails { items { id } } }": types.PeopleListInviteByEmailsDocument,
    "mutation PeopleDeleteInviteByEmail($id: ID) { deleteInviteByEmail(input: { id: $id }) }": types.PeopleDeleteInviteByEmailDocument,
    "mutation PeopleCreateUserNote($u: ID, $c: String) { createUserNote(input: { user_note_id: $u, content: $c }) { id content } }": types.PeopleCreateUserNoteDocument,
    "mutation PeopleUpdateUserNote($id: ID, $c: String) { updateUserNote(input: { id: $id, content: $c }) { content } }": types.PeopleUpdateUserNoteDocument,
    "query PeopleUserNote($w: ID, $u: ID) { userNote(user_id: $w, user_note_id: $u) { items { content } } }": types.PeopleUserNoteDocument,
    "query PeopleRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name } } }": types.PeopleRoomByCodeDocument,
    "mutation PeopleJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { room_id role } }": types.PeopleJoinRoomByCodeDocument,
    "mutation PeopleRegenerateRoomCode($id: ID) { regenerateRoomCode(input: { room_id: $id }) { musubiCode } }": types.PeopleRegenerateRoomCodeDocument,
    "mutation RoomInvitesCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }": types.RoomInvitesCreateInviteByEmailDocument,
    "query RoomInvitesListRoomInvites($room_id: ID!) { listRoomInvites(room_id: $room_id) { items { id email role user_id inviter { id name } } } }": types.RoomInvitesListRoomInvitesDocument,
    "mutation RoomInvitesRevokeRoomInvite($id: ID) { revokeRoomInvite(input: { id: $id }) }": types.RoomInvitesRevokeRoomInviteDocument,
    "query RoomInvitesInviteByToken($token: String) { inviteByToken(token: $token) { status type email inviterName roomName hasAccount } }": types.RoomInvitesInviteByTokenDocument,
    "mutation RoomInvitesUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id } }": types.RoomInvitesUpdateUserContactJoinRoomDocument,
    "mutation RoomInvitesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.RoomInvitesCustomDeleteUserRoomDocument,
    "query RoomInvitesGetRoomList { getRoomList(limit: 100) { items { id kind directPartner { id name } } } }": types.RoomInvitesGetRoomListDocument,
    "query RoomInvitesGetRoom($id: ID!) { getRoom(id: $id) { directPartner { id } } }": types.RoomInvitesGetRoomDocument,
    "mutation MissedMailUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes } }": types.MissedMailUpdateNotificationSettingsDocument,
    "mutation MissedMailUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { id } }": types.MissedMailUpdateUnreadUserRoomDocument,
    "mutation MissedMailCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.MissedMailCustomDeleteUserRoomDocument,
    "mutation MissedMailDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }": types.MissedMailDeleteMessageByRoleDocument,
    "mutation PushRegisterPushDevice($input: RegisterPushDeviceInput!) { registerPushDevice(input: $input) { id current userAgent } }": types.PushRegisterPushDeviceDocument,
    "query PushPushDevices { pushDevices { id current lastUsedAt } }": types.PushPushDevicesDocument,
    "query PushPushPublicKey { pushPublicKey }": types.PushPushPublicKeyDocument,
    "mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }": types.PushRemovePushDeviceDocument,
    "mutation PushUpdateLanguage { updateLanguage(language: \"en\") { language } }": types.PushUpdateLanguageDocument,
    "mutation PushSignOut { signOut }": types.PushSignOutDocument,
    "mutation PushCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.PushCustomDeleteUserRoomDocument,
    "mutation PushSetRoomNotificationLevel($r: ID!, $l: NotificationLevel!) { setRoomNotificationLevel(room_id: $r, level: $l) }": types.PushSetRoomNotificationLevelDocument,
    "query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }": types.PushRoomNotificationLevelDocument,
    "mutation PushUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { quietFrom } }": types.PushUpdateNotificationSettingsDocument,
    "mutation PushUpdateNotificationSettings2($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes quietFrom quietTo } }": types.PushUpdateNotificationSettings2Document,
    "query PushNotificationSettings { notificationSettings { mailDelayMinutes } }": types.PushNotificationSettingsDocument,
    "query PushNotificationSettings2 { notificationSettings { mailDelayMinutes quietFrom quietTo } }": types.PushNotificationSettings2Document,
    "mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.RoomsCustomDeleteUserRoomDocument,
    "query RoomsGetRoomList { getRoomList { items { id name kind totalUser countUser last_seq musubiCode overview image } } }": types.RoomsGetRoomListDocument,
    "query RoomsViewerCan($room_id: ID!) { userRoom(room_id: $room_id, limit: 10) { items { user_id viewerCan { post editBoards uploadFiles manageMembers editRoomInfo moderateMessages removeBoards removeRoom } } } }": types.RoomsViewerCanDocument,
    "mutation RoomsJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { id } }": types.RoomsJoinRoomByCodeDocument,
    "mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }": types.RoomsAddRoomDocument,
    "query RoomsGetRoom($id: ID!) { getRoom(id: $id) { id } }": types.RoomsGetRoomDocument,
    "query RoomsGetRoomDetail($id: ID!) { getRoomDetail(id: $id) { id } }": types.RoomsGetRoomDetailDocument,
    "query RoomsUserRoom($r: ID!) { userRoom(room_id: $r) { items { id } } }": types.RoomsUserRoomDocument,
    "mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }": types.RoomsCustomUpdateRoleUserRoomDocument,
    "mutation RoomsCreateFolder { createFolder(input: { name: \"取引先\" }) { id name created_user_id } }": types.RoomsCreateFolderDocument,
    "mutation RoomsCreateFolder2 { createFolder(input: { name: \"\" }) { id } }": types.RoomsCreateFolder2Document,
    "query RoomsGetRoomList2 { getRoomList { items { id } } }": types.RoomsGetRoomList2Document,
    "mutation RoomsUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id folder_id favorite archived } }": types.RoomsUpdateUserRoomDocument,
    "query RoomsFoldersByDate($u: ID!) { foldersByDate(created_user_id: $u) { items { id } } }": types.RoomsFoldersByDateDocument,
    "mutation RoomsUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { id } }": types.RoomsUpdateFolderDocument,
    "query RoomsFoldersByDate2($u: ID!) { foldersByDate(created_user_id: $u) { items { id name rooms { items { id } } } } }": types.RoomsFoldersByDate2Document,
    "mutation RoomsCustomDeleteFolder($i: DeleteFolderInput!) { customDeleteFolder(input: $i) { id } }": types.RoomsCustomDeleteFolderDocument,
    "mutation RoomsCustomUpdateCountUserOnRoom($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { id } }": types.RoomsCustomUpdateCountUserOnRoomDocument,
    "mutation RoomsCustomUpdateCountUserOnRoom2($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { totalUser countUser } }": types.RoomsCustomUpdateCountUserOnRoom2Document,
    "mutation RoomsUpdateTotalMemberUserRoom($i: RoomCountsInput!) { updateTotalMemberUserRoom(input: $i) { user_id total_member } }": types.RoomsUpdateTotalMemberUserRoomDocument,
    "query TagsListTags($filter: TagFilterInput) { listTags(filter: $filter) { items { id name color type room_id } nextToken } }": types.TagsListTagsDocument,
    "mutation TagsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id name color type room_id } }": types.TagsCreateTagDocument,
    "query TagsTagByColor { tagByColor(color: \"#abc\") { items { id } } }": types.TagsTagByColorDocument,
    "query TagsTagByType($room_id: ID!) { tagByType(room_id: $room_id, type: 1) { items { id } } }": types.TagsTagByTypeDocument,
    "mutation TagsUpdateTag($id: ID!) { updateTag(input: { id: $id, color: \"#112233\" }) { color name } }": types.TagsUpdateTagDocument,
    "mutation TagsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }": types.TagsDeleteTagDocument,
    "query TagsGetTag($id: ID!) { getTag(id: $id) { id } }": types.TagsGetTagDocument,
    "mutation TagsUpdateTag2($id: ID!, $color: String!) { updateTag(input: { id: $id, color: $color }) { color } }": types.TagsUpdateTag2Document,
    "query TagsGetTag2($id: ID!) { getTag(id: $id) { color } }": types.TagsGetTag2Document,
    "mutation TagsUpdateTag3($id: ID!) { updateTag(input: { id: $id, name: \"要確認\", color: \"#ff0000\" }) { id } }": types.TagsUpdateTag3Document,
    "mutation TemplatesCloneTemplateBoard($input: CloneTemplateBoardInput!) {\n  cloneTemplateBoard(input: $input) { room_id boards { id name color order is_done tasks { items { name status } } } }\n}": types.TemplatesCloneTemplateBoardDocument,
    "query TemplatesListTemplateByDate { listTemplateByDate(type: 3) { items { id name type boards } } }": types.TemplatesListTemplateByDateDocument,
    "mutation TemplatesCreateTemplate($room_id: ID!) { createTemplate(input: { room_id: $room_id, name: \"私の型\" }) { id type boards } }": types.TemplatesCreateTemplateDocument,
    "query TemplatesListsTemplateByUser($user_created_id: ID!) { listsTemplateByUser(user_created_id: $user_created_id) { items { id } } }": types.TemplatesListsTemplateByUserDocument,
    "query TemplatesListTemplates { listTemplates(filter: { mode: 1 }) { items { id } } }": types.TemplatesListTemplatesDocument,
    "query TemplatesListTemplates2 { listTemplates { items { id } } }": types.TemplatesListTemplates2Document,
    "mutation TemplatesDelTemplate($id: ID!) { DelTemplate(id: $id) { id } }": types.TemplatesDelTemplateDocument,
    "mutation TemplatesUpdateTemplate($id: ID!) { updateTemplate(input: { id: $id, name: \"改名\" }) { name } }": types.TemplatesUpdateTemplateDocument,
    "mutation UsersUpdateLanguage($language: String!) { updateLanguage(language: $language) { id language } }": types.UsersUpdateLanguageDocument,
    "query UsersMyLanguage { getUserDetail { id language } }": types.UsersMyLanguageDocument,
    "query UsersTheirLanguage($id: ID) { getProfile(id: $id) { id language } }": types.UsersTheirLanguageDocument,
    "subscription UsersOnUpdateViewer { onUpdateViewer { id language } }": types.UsersOnUpdateViewerDocument,
    "query UsersLanguageGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id } }": types.UsersLanguageGetUsersByIdsDocument,
    "mutation UsersLanguageContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }": types.UsersLanguageContactRequestDocument,
    "query UsersLanguageNotifications { customGetNotifications { items { content } } }": types.UsersLanguageNotificationsDocument,
    "mutation HooksCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url webhook { id name room_id bot_user_id lastUsedAt } } }": types.HooksCreateIncomingWebhookDocument,
    "query HooksIncomingWebhooks($r: ID!) { incomingWebhooks(room_id: $r) { id name lastUsedAt image } }": types.HooksIncomingWebhooksDocument,
    "mutation HooksRevokeIncomingWebhook($id: ID!) { revokeIncomingWebhook(id: $id) }": types.HooksRevokeIncomingWebhookDocument,
    "query HooksMessage($id: ID!) { customGetMessage(id: $id) { content user_id user { name isBot image } } }": types.HooksMessageDocument,
    "mutation HooksDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.HooksDeleteUserRoomDocument,
    "subscription HooksOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id } }": types.HooksOnCreateMessageDocument,
    "mutation HooksCreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) { createOutgoingWebhook(input: $input) { token webhook { id url events user_id } } }": types.HooksCreateOutgoingWebhookDocument,
    "query HooksOutgoingWebhooks($r: ID!) { outgoingWebhooks(room_id: $r) { id url events } }": types.HooksOutgoingWebhooksDocument,
    "query HooksWebhookDeliveries($w: ID!) { webhookDeliveries(webhook_id: $w) { event_type state attempts response_status error deliveredAt } }": types.HooksWebhookDeliveriesDocument,
    "mutation HooksRevokeOutgoingWebhook($id: ID!) { revokeOutgoingWebhook(id: $id) }": types.HooksRevokeOutgoingWebhookDocument,
    "mutation HooksCreateMentionWebhook($input: CreateMentionWebhookInput!) { createMentionWebhook(input: $input) { token webhook { id url createdAt } } }": types.HooksCreateMentionWebhookDocument,
    "query HooksMentionWebhooks { mentionWebhooks { id url } }": types.HooksMentionWebhooksDocument,
    "mutation HooksRevokeMentionWebhook($id: ID!) { revokeMentionWebhook(id: $id) }": types.HooksRevokeMentionWebhookDocument,
    "mutation HooksRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.HooksRemoveMemberDocument,
    "mutation BudgetCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": types.BudgetCreateApiTokenDocument,
    "mutation BudgetCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url } }": types.BudgetCreateIncomingWebhookDocument,
    "mutation ChatAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id name kind totalUser countUser last_seq musubiCode overview image } }": types.ChatAddRoomDocument,
    "mutation ChatCustomCreateUserRoom($input: CreateUserRoomInput!) { customCreateUserRoom(input: $input) { id role } }": types.ChatCustomCreateUserRoomDocument,
    "mutation ChatCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }": types.ChatCreateMessageByRoleDocument,
    "query ChatUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id role unread_messages unread_mentions last_read_seq last_message total_member } } }": types.ChatUserRoomByUserAndRoomDocument,
    "query BackupCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, sortDirection: \"ASC\") { items { client_key seq } } }": types.BackupCustomGetMessagesByRoomDocument,
    "subscription ClusterFailoverChanges($room_id: ID!, $afterSeq: Int!) {\n  onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) { id change_seq client_key }\n}": types.ClusterFailoverChangesDocument,
    "mutation MultinodeSignUp($input: SignUpInput!) { signUp(input: $input) { isSignUpComplete } }": types.MultinodeSignUpDocument,
    "query MultinodeCaptchaChallenge { captchaChallenge }": types.MultinodeCaptchaChallengeDocument,
    "query MultinodeCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 1) { items { seq } } }": types.MultinodeCustomGetMessagesByRoomDocument,
    "query ClusterSupportCustomGetMessagesByRoom($room_id: ID!, $afterSeq: Int, $nextToken: String) {\n  customGetMessagesByRoom(room_id: $room_id, afterSeq: $afterSeq, nextToken: $nextToken, limit: 100) {\n    items { id seq content client_key } nextToken\n  }\n}": types.ClusterSupportCustomGetMessagesByRoomDocument,
    "mutation ClusterSupportAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }": types.ClusterSupportAddRoomDocument,
    "subscription ClusterSupportOnCreateMessage($room_id: ID!) { onCreateMessage(room_id: $room_id) { id seq content client_key } }": types.ClusterSupportOnCreateMessageDocument,
    "mutation CompressionCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": types.CompressionCreateApiTokenDocument,
    "query HarnessCaptchaChallenge { captchaChallenge }": types.HarnessCaptchaChallengeDocument,
    "mutation HarnessSignUp($input: SignUpInput!) {\n  signUp(input: $input) { isSignUpComplete userId nextStep { signUpStep } }\n}": types.HarnessSignUpDocument,
    "mutation HarnessSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn nextStep { signInStep } } }": types.HarnessSignInDocument,
    "mutation HarnessConfirmSignUp($code: String) { confirmSignUp(code: $code) }": types.HarnessConfirmSignUpDocument,
    "query LiveGapRooms($u: ID!) { listUserRoomByUser(user_id: $u) { liveMark items { room_id unread_messages } } }": types.LiveGapRoomsDocument,
    "subscription LiveGapOnRooms($u: ID!, $after: String) { onUpdateUserRoom(user_id: $u, after: $after) { id room_id unread_messages } }": types.LiveGapOnRoomsDocument,
    "query LiveGapNotifications { customGetNotifications(limit: 30) { liveMark items { id } } }": types.LiveGapNotificationsDocument,
    "subscription LiveGapOnNotifications($u: ID!, $after: String) { onCreateNotification(user_id: $u, after: $after) { id room_id status } }": types.LiveGapOnNotificationsDocument,
    "query LiveGapDrafts { getDraftMessages { liveMark drafts { room_id draft version } } }": types.LiveGapDraftsDocument,
    "mutation LiveGapSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id } }": types.LiveGapSaveDraftDocument,
    "subscription LiveGapOnDrafts($u: ID!, $after: String) { onDraftMessage(user_id: $u, after: $after) { id room_id draft version } }": types.LiveGapOnDraftsDocument,
    "query LiveGapBoards($r: ID!) { listBoardsByRoom(room_id: $r) { liveMark items { id } } }": types.LiveGapBoardsDocument,
    "subscription LiveGapOnTasks($r: ID!, $after: String) { onUpdateOrderTask(room_id: $r, after: $after) { action board_id tasks { id } } }": types.LiveGapOnTasksDocument,
    "subscription LiveGapOnBoards($r: ID!, $after: String) { onUpdateBoard(room_id: $r, after: $after) { action board_id } }": types.LiveGapOnBoardsDocument,
    "mutation LiveGapAddBoard($i: CreateBoardByRoomInput!) { createBoardByRoom(input: $i) { id } }": types.LiveGapAddBoardDocument,
    "mutation LiveGapAddTask($i: CreateTaskByBoardInput!) { createTaskByBoard(input: $i) { id } }": types.LiveGapAddTaskDocument,
    "mutation LiveGapRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.LiveGapRemoveMemberDocument,
    "mutation MailLanguageUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }": types.MailLanguageUpdateLanguageDocument,
    "mutation MailLanguageCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }": types.MailLanguageCreateInviteByEmailDocument,
    "mutation MailLanguageResetPassword($e: String) { resetPassword(email: $e) }": types.MailLanguageResetPasswordDocument,
    "query QueryCountsRoomList { getRoomList(limit: 100) { items { id name userCreated { id name image email } directPartner { id } users(limit: 5) { items { id role user { id name image email } room { id } } nextToken } } } }": types.QueryCountsRoomListDocument,
    "query QueryCountsSideBar($u: ID!) { listUserRoomByUser(user_id: $u, limit: 100) { items { id user { id name image email } folder { id name } room { id name directPartner { id } userCreated { id } } } } }": types.QueryCountsSideBarDocument,
    "query QueryCountsFolders($u: ID!) { foldersByDate(created_user_id: $u, limit: 100) { items { id rooms(limit: 10) { items { id room { id name } } } } } }": types.QueryCountsFoldersDocument,
    "query QueryCountsMembers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id role accountNumber user { id name image email } room { id userCreated { id } } } } }": types.QueryCountsMembersDocument,
    "query QueryCountsMessages($r: ID!) { customGetMessagesByRoom(room_id: $r, limit: 100) { items { id user { id name image email } room { id } emotions { user_id emotion } files { items { id url userCreated { id } } } } } }": types.QueryCountsMessagesDocument,
    "query QueryCountsNotifications { customGetNotifications(limit: 100) { items { id user_created { id name image email } } } }": types.QueryCountsNotificationsDocument,
    "query QueryCountsBoards($r: ID!) { listBoardsByRoom(room_id: $r, limit: 40) { items { id user { id } userManage { id } room { id }\n          tasks(limit: 40) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n            checklistProgress { done total } } } } } }": types.QueryCountsBoardsDocument,
    "query QueryCountsBoardTasks($b: ID!) { getBoard(id: $b) { id tasks(limit: 100) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n          checklistProgress { done total } checklists { id items { id userAssignee { id } } } } } } }": types.QueryCountsBoardTasksDocument,
    "query QueryCountsListTasks($r: ID!) { listTasks(filter: { room_id: $r, text: \"タスク\" }) { items { id board_id order\n          usersAssignee { id name image email } tags { id name color } files { file_id } checklistProgress { done total } } } }": types.QueryCountsListTasksDocument,
    "query QueryCountsContacts { listContacts(limit: 100) { items { id name image email } }\n           received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) { items { id request_user { id name image email } user { id } } } }": types.QueryCountsContactsDocument,
    "query QueryCountsSearch { searchMessages(content: \"探し物\", limit: 100) { items { id room { id name } user { id name image email } } } }": types.QueryCountsSearchDocument,
    "query QueryCountsUserRoom($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id } } }": types.QueryCountsUserRoomDocument,
    "query QueryCountsGetRoomList { getRoomList(limit: 100) { items { id users(limit: 7) { items { id } nextToken } } } }": types.QueryCountsGetRoomListDocument,
    "query QueryCountsGetRoom($r: ID!, $t: String) { getRoom(id: $r) { users(limit: 100, nextToken: $t) { items { id } nextToken } } }": types.QueryCountsGetRoomDocument,
    "query QueryCountsListBoardsByRoom($r: ID!) { listBoardsByRoom(room_id: $r, limit: 100) { items { id tasks(limit: 12) { items { name } nextToken } } } }": types.QueryCountsListBoardsByRoomDocument,
    "query QueryCountsGetBoard($b: ID!, $t: String) { getBoard(id: $b) { tasks(limit: 12, nextToken: $t) { items { name } nextToken } } }": types.QueryCountsGetBoardDocument,
    "query QueryCountsRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name users { items { id } } } } }": types.QueryCountsRoomByCodeDocument,
    "mutation QueryCountsPost($input: CreateMessageInput!) { createMessageByRole(input: $input) { id emotions { user_id } files { items { id } } user { id } } }": types.QueryCountsPostDocument,
    "mutation QueryCountsPostFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }": types.QueryCountsPostFilesDocument,
    "mutation QueryCountsMarkRead($input: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $input) { unread_messages last_read_seq } }": types.QueryCountsMarkReadDocument,
    "subscription CatchUpOnMessageChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content change_seq deletedAt } }": types.CatchUpOnMessageChangesDocument,
    "mutation CatchUpUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }": types.CatchUpUpdateMessageByRoleDocument,
    "mutation CatchUpDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }": types.CatchUpDeleteMessageByRoleDocument,
    "\n  query DevicesList {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.DevicesListDocument,
    "mutation DevicesEnd($id: ID) { endSignedInDevice(id: $id) }": types.DevicesEndDocument,
    "query DevicesMe { getUserDetail { id } }": types.DevicesMeDocument,
    "subscription DevicesOnSessionEnd { onSessionEnd { reason } }": types.DevicesOnSessionEndDocument,
    "mutation DevicesSignOut { signOut }": types.DevicesSignOutDocument,
    "mutation EmailChangeSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": types.EmailChangeSendMailUpdateEmailDocument,
    "mutation EmailChangeVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }": types.EmailChangeVerifyUpdateEmailDocument,
    "mutation EmailChangeUndoEmailChange($t: String) { undoEmailChange(token: $t) }": types.EmailChangeUndoEmailChangeDocument,
    "mutation EmailChangeSetPasswordAfterEmailUndo($i: SetPasswordAfterEmailUndoInput!) { setPasswordAfterEmailUndo(input: $i) }": types.EmailChangeSetPasswordAfterEmailUndoDocument,
    "mutation EmailChangeUpdatePassword($o: String, $n: String) { updatePassword(oldPassword: $o, newPassword: $n) }": types.EmailChangeUpdatePasswordDocument,
    "mutation EmailChangeResetPassword($e: String) { resetPassword(email: $e) }": types.EmailChangeResetPasswordDocument,
    "query EmailChangeGetUserDetail { getUserDetail { id } }": types.EmailChangeGetUserDetailDocument,
    "mutation EmailChangeConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": types.EmailChangeConfirmResetPasswordDocument,
    "mutation EmailChangeResetPassword2($e: String) { resetPassword(email: $e) }": types.EmailChangeResetPassword2Document,
    "mutation EmailChangeConfirmResetPassword2($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": types.EmailChangeConfirmResetPassword2Document,
    "mutation FuzzCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": types.FuzzCreateApiTokenDocument,
    "mutation InvitationsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id role } }": types.InvitationsCreateInviteByEmailDocument,
    "mutation InvitationsUpdateUserContactJoinRoom($i: RedeemInviteInput!) { updateUserContactJoinRoom(input: $i) { id role } }": types.InvitationsUpdateUserContactJoinRoomDocument,
    "query InvitationsListRoomInvites($r: ID!) { listRoomInvites(room_id: $r) { items { id email role user_id } } }": types.InvitationsListRoomInvitesDocument,
    "mutation InvitationsDeleteInviteByEmail($i: DeleteInviteByEmailInput!) { deleteInviteByEmail(input: $i) }": types.InvitationsDeleteInviteByEmailDocument,
    "mutation InvitationsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }": types.InvitationsCustomUpdateRoleUserRoomDocument,
    "mutation InvitationsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }": types.InvitationsCustomDeleteUserRoomDocument,
    "mutation LoadSheddingAddRoom($name: String!) { addRoom(input: { name: $name }) { id } }": types.LoadSheddingAddRoomDocument,
    "mutation MailLimitsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }": types.MailLimitsCreateInviteByEmailDocument,
    "mutation MailLimitsResetPassword($e: String) { resetPassword(email: $e) }": types.MailLimitsResetPasswordDocument,
    "mutation MailLimitsResendSignUpCode { resendSignUpCode }": types.MailLimitsResendSignUpCodeDocument,
    "mutation MailLimitsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": types.MailLimitsSendMailUpdateEmailDocument,
    "mutation MailLimitsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }": types.MailLimitsVerifyUpdateEmailDocument,
    "mutation MailLimitsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": types.MailLimitsConfirmResetPasswordDocument,
    "mutation MalformedInputCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": types.MalformedInputCreateTagDocument,
    "\n  query NoStallsMembers($id: ID!) {\n    getRoom(id: $id) { users(limit: 100) { items { id user_id role } } }\n  }\n": types.NoStallsMembersDocument,
    "\n  mutation NoStallsUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) { id name image description overview public }\n  }\n": types.NoStallsUpdateRoomDocument,
    "\n  query NoStallsFindUsers($search: String) {\n    a0: findUsers(search: $search, limit: 100) { items { id name } }\n    a1: findUsers(search: $search, limit: 100) { items { id name } }\n    a2: findUsers(search: $search, limit: 100) { items { id name } }\n    a3: findUsers(search: $search, limit: 100) { items { id name } }\n    a4: findUsers(search: $search, limit: 100) { items { id name } }\n    a5: findUsers(search: $search, limit: 100) { items { id name } }\n    a6: findUsers(search: $search, limit: 100) { items { id name } }\n    a7: findUsers(search: $search, limit: 100) { items { id name } }\n    a8: findUsers(search: $search, limit: 100) { items { id name } }\n    a9: findUsers(search: $search, limit: 100) { items { id name } }\n  }\n": types.NoStallsFindUsersDocument,
    "query PasskeysList { passkeys { id name createdAt lastUsedAt } }": types.PasskeysListDocument,
    "mutation PasskeysBeginRegistration { beginPasskeyRegistration }": types.PasskeysBeginRegistrationDocument,
    "mutation PasskeysFinishRegistration($input: FinishPasskeyRegistrationInput!) {\n  finishPasskeyRegistration(input: $input) { id name createdAt lastUsedAt }\n}": types.PasskeysFinishRegistrationDocument,
    "mutation PasskeysInEnglish { updateLanguage(language: \"en\") { language } }": types.PasskeysInEnglishDocument,
    "mutation PasskeysRename($input: RenamePasskeyInput!) { renamePasskey(input: $input) { id name } }": types.PasskeysRenameDocument,
    "mutation PasskeysRemove($input: RemovePasskeyInput!) { removePasskey(input: $input) }": types.PasskeysRemoveDocument,
    "mutation PasskeysBeginSignIn { beginPasskeySignIn }": types.PasskeysBeginSignInDocument,
    "mutation PasskeysSignIn($response: JSON) { signInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } } }": types.PasskeysSignInDocument,
    "query PasskeysMe { getUserDetail { id } }": types.PasskeysMeDocument,
    "mutation PasskeysTotpBegin { beginTotpSetup { secret } }": types.PasskeysTotpBeginDocument,
    "mutation PasskeysTotpConfirm($code: String) { confirmTotpSetup(code: $code) }": types.PasskeysTotpConfirmDocument,
    "mutation PasskeysBeginSecondStep { beginPasskeySecondStep }": types.PasskeysBeginSecondStepDocument,
    "mutation PasskeysConfirmSignIn($response: JSON) {\n  confirmSignInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } }\n}": types.PasskeysConfirmSignInDocument,
    "mutation PicturesUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }": types.PicturesUpdateProfileDocument,
    "mutation PicturesCustomUpdateRoomInfo($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id image } }": types.PicturesCustomUpdateRoomInfoDocument,
    "mutation PicturesAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }": types.PicturesAddRoomDocument,
    "query PicturesGetProfile($id: ID) { getProfile(id: $id) { image } }": types.PicturesGetProfileDocument,
    "query PicturesGetRoom($id: ID!) { getRoom(id: $id) { image } }": types.PicturesGetRoomDocument,
    "query QuietEdgesFindUsers($search: String) { findUsers(search: $search) { items { id name isAdmin } nextToken } }": types.QuietEdgesFindUsersDocument,
    "mutation QuietEdgesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }": types.QuietEdgesCreateMessageByRoleDocument,
    "query QuietEdgesGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { isAdmin } }": types.QuietEdgesGetUsersByIdsDocument,
    "query QuietEdgesGetUserDetail { getUserDetail { isAdmin } }": types.QuietEdgesGetUserDetailDocument,
    "mutation QuietEdgesCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }": types.QuietEdgesCreateTagDocument,
    "mutation QuietEdgesUpdateTag($input: UpdateTagInput!) { updateTag(input: $input) { id } }": types.QuietEdgesUpdateTagDocument,
    "mutation QuietEdgesDeleteTag($input: DeleteTagInput!) { deleteTag(input: $input) { id } }": types.QuietEdgesDeleteTagDocument,
    "mutation QuietEdgesSignUp($input: SignUpInput!) { signUp(input: $input) { userId } }": types.QuietEdgesSignUpDocument,
    "subscription SessionSocketsOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content } }": types.SessionSocketsOnCreateMessageDocument,
    "subscription SessionSocketsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id content } }": types.SessionSocketsOnCreateNotificationDocument,
    "subscription SessionSocketsOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }": types.SessionSocketsOnUpdateUserRoomDocument,
    "subscription SessionSocketsOnSessionEnd { onSessionEnd { reason } }": types.SessionSocketsOnSessionEndDocument,
    "mutation SessionSocketsSignOut { signOut }": types.SessionSocketsSignOutDocument,
    "mutation SessionSocketsSignOut2 { signOut(global: true) }": types.SessionSocketsSignOut2Document,
    "mutation SessionSocketsUpdatePassword { updatePassword(oldPassword: \"password123\", newPassword: \"changed456\") }": types.SessionSocketsUpdatePasswordDocument,
    "mutation SessionSocketsResetPassword($e: String) { resetPassword(email: $e) }": types.SessionSocketsResetPasswordDocument,
    "mutation SessionSocketsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }": types.SessionSocketsConfirmResetPasswordDocument,
    "mutation SessionSocketsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }": types.SessionSocketsSendMailUpdateEmailDocument,
    "mutation SessionSocketsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { id } }": types.SessionSocketsVerifyUpdateEmailDocument,
    "query SessionSocketsGetUserDetail { getUserDetail { id } }": types.SessionSocketsGetUserDetailDocument,
    "mutation SessionSocketsChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }": types.SessionSocketsChangeStatusUserDocument,
    "query SignInLockoutGetUserDetail { getUserDetail { id } }": types.SignInLockoutGetUserDetailDocument,
    "mutation SignUpVerificationConfirmSignUp($c: String) { confirmSignUp(code: $c) }": types.SignUpVerificationConfirmSignUpDocument,
    "mutation SignUpVerificationResendSignUpCode { resendSignUpCode }": types.SignUpVerificationResendSignUpCodeDocument,
    "query SignUpVerificationGetUserDetail { getUserDetail { status } }": types.SignUpVerificationGetUserDetailDocument,
    "mutation SignUpVerificationSignOut { signOut }": types.SignUpVerificationSignOutDocument,
    "query SignUpVerificationGetUserDetail2 { getUserDetail { id } }": types.SignUpVerificationGetUserDetail2Document,
    "mutation SignUpVerificationCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }": types.SignUpVerificationCreateInviteByEmailDocument,
    "query SignUpVerificationSearchInviteByEmail($e: String) { searchInviteByEmail(email: $e) { items { id room { name musubiCode } } } }": types.SignUpVerificationSearchInviteByEmailDocument,
    "query SocketLimitsGetUserDetail { getUserDetail { id } }": types.SocketLimitsGetUserDetailDocument,
    "mutation SocketLimitsSignIn($i: SignInInput!) { signIn(input: $i) { isSignedIn } }": types.SocketLimitsSignInDocument,
    "mutation TotpBegin { beginTotpSetup { secret uri qrCode } }": types.TotpBeginDocument,
    "mutation TotpConfirmSetup($code: String) { confirmTotpSetup(code: $code) }": types.TotpConfirmSetupDocument,
    "query TotpStatus { twoStepStatus { totpEnabled recoveryCodesLeft } }": types.TotpStatusDocument,
    "mutation TotpConfirmSignIn($input: ConfirmSignInInput!) { confirmSignIn(input: $input) { isSignedIn nextStep { signInStep } } }": types.TotpConfirmSignInDocument,
    "mutation TotpDisable($input: DisableTotpInput!) { disableTotp(input: $input) }": types.TotpDisableDocument,
    "mutation TotpRegenerate($password: String) { regenerateRecoveryCodes(password: $password) }": types.TotpRegenerateDocument,
    "query TotpMe { getUserDetail { id } }": types.TotpMeDocument,
    "mutation TotpReset($email: String) { resetPassword(email: $email) }": types.TotpResetDocument,
    "mutation TotpConfirmReset($input: ConfirmResetPasswordInput!) { confirmResetPassword(input: $input) }": types.TotpConfirmResetDocument,
    "mutation RequirementUpdate($input: TwoStepRequirementInput!) { updateTwoStepRequirement(input: $input) { required enforcedAt } }": types.RequirementUpdateDocument,
    "query RequirementRead { twoStepRequirement { required enforcedAt } }": types.RequirementReadDocument,
    "mutation RequirementBegin { beginTotpSetup { secret } }": types.RequirementBeginDocument,
    "mutation RequirementConfirmSetup($code: String) { confirmTotpSetup(code: $code) }": types.RequirementConfirmSetupDocument,
    "mutation RequirementDisable($input: DisableTotpInput!) { disableTotp(input: $input) }": types.RequirementDisableDocument,
    "query RequirementStatus { twoStepStatus { totpEnabled } }": types.RequirementStatusDocument,
    "mutation RequirementCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }": types.RequirementCreateTokenDocument,
    "query RequirementMe { getUserDetail { id } }": types.RequirementMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeliveryFullChanges($r: ID!, $a: Int!) {\n    onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } emotions { user_id emotion } files { items { id name url } } }\n  }\n"): (typeof documents)["\n  subscription DeliveryFullChanges($r: ID!, $a: Int!) {\n    onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } emotions { user_id emotion } files { items { id name url } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DeliverySmallChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content } }"): (typeof documents)["subscription DeliverySmallChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DeliveryIncludingChanges($r: ID!, $a: Int!, $s: Boolean!) { onMessageChanges(room_id: $r, afterSeq: $a) { id seq @include(if: $s) } }"): (typeof documents)["subscription DeliveryIncludingChanges($r: ID!, $a: Int!, $s: Boolean!) { onMessageChanges(room_id: $r, afterSeq: $a) { id seq @include(if: $s) } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DeliveryCompiledChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } } }"): (typeof documents)["subscription DeliveryCompiledChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeliveryRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation DeliveryRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeliveryPostWithFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }"): (typeof documents)["mutation DeliveryPostWithFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetUserDetail { getUserDetail { id } }"): (typeof documents)["query AdminGetUserDetail { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminOnSessionEnd { onSessionEnd { reason } }"): (typeof documents)["subscription AdminOnSessionEnd { onSessionEnd { reason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id }) { id status } }"): (typeof documents)["mutation AdminChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id }) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListAuditLogs { listAuditLogs(limit: 1) { items { action target detail actor { id } } } }"): (typeof documents)["query AdminListAuditLogs { listAuditLogs(limit: 1) { items { action target detail actor { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 1 }) { status } }"): (typeof documents)["mutation AdminUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 1 }) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id } }"): (typeof documents)["subscription AdminOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusUser2($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }"): (typeof documents)["mutation AdminUpdateStatusUser2($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangeStatusUser2($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }"): (typeof documents)["mutation AdminChangeStatusUser2($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusUser3($id: ID!) { updateStatusUser(input: { id: $id, status: 0 }) { id } }"): (typeof documents)["mutation AdminUpdateStatusUser3($id: ID!) { updateStatusUser(input: { id: $id, status: 0 }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStatusUser4($id: ID!) { updateStatusUser(input: { id: $id }) { id } }"): (typeof documents)["mutation AdminUpdateStatusUser4($id: ID!) { updateStatusUser(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetAdminUserDetail($id: ID!) { getAdminUserDetail(id: $id) {\n        user { id email } rooms { room_id role room { id } } plan { package_id name createdAt } transactions { id }\n        fileVolume fileCount lastSignInAt activeSessions } }"): (typeof documents)["query AdminGetAdminUserDetail($id: ID!) { getAdminUserDetail(id: $id) {\n        user { id email } rooms { room_id role room { id } } plan { package_id name createdAt } transactions { id }\n        fileVolume fileCount lastSignInAt activeSessions } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminGetAdminUserDetail2 { getAdminUserDetail(id: \"nobody\") { fileVolume } }"): (typeof documents)["query AdminGetAdminUserDetail2 { getAdminUserDetail(id: \"nobody\") { fileVolume } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminCreateDefaultTag { adminCreateDefaultTag(input: { name: \"至急\", color: \"#FF0000\" }) { id name color type room_id } }"): (typeof documents)["mutation AdminAdminCreateDefaultTag { adminCreateDefaultTag(input: { name: \"至急\", color: \"#FF0000\" }) { id name color type room_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminCreateDefaultTag2 { adminCreateDefaultTag(input: { name: \"x\", color: \"red\" }) { id } }"): (typeof documents)["mutation AdminAdminCreateDefaultTag2 { adminCreateDefaultTag(input: { name: \"x\", color: \"red\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminUpdateDefaultTag($id: ID) { adminUpdateDefaultTag(input: { id: $id, name: \"急ぎ\" }) { name color } }"): (typeof documents)["mutation AdminAdminUpdateDefaultTag($id: ID) { adminUpdateDefaultTag(input: { id: $id, name: \"急ぎ\" }) { name color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminDeleteDefaultTag($id: ID!) { adminDeleteDefaultTag(input: { id: $id }) { id } }"): (typeof documents)["mutation AdminAdminDeleteDefaultTag($id: ID!) { adminDeleteDefaultTag(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminSaveDefaultTemplate($b: JSON) { adminSaveDefaultTemplate(input: { name: \"進行管理\", boards: $b }) { id type boards } }"): (typeof documents)["mutation AdminAdminSaveDefaultTemplate($b: JSON) { adminSaveDefaultTemplate(input: { name: \"進行管理\", boards: $b }) { id type boards } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminSaveDefaultTemplate2($id: ID, $b: JSON) { adminSaveDefaultTemplate(input: { id: $id, name: \"改\", boards: $b }) { name boards } }"): (typeof documents)["mutation AdminAdminSaveDefaultTemplate2($id: ID, $b: JSON) { adminSaveDefaultTemplate(input: { id: $id, name: \"改\", boards: $b }) { name boards } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminSaveDefaultTemplate3 { adminSaveDefaultTemplate(input: { name: \"空\", boards: [] }) { id } }"): (typeof documents)["mutation AdminAdminSaveDefaultTemplate3 { adminSaveDefaultTemplate(input: { name: \"空\", boards: [] }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAdminDeleteDefaultTemplate($id: ID!) { adminDeleteDefaultTemplate(input: { id: $id }) { id } }"): (typeof documents)["mutation AdminAdminDeleteDefaultTemplate($id: ID!) { adminDeleteDefaultTemplate(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminListAuditLogs2 { listAuditLogs(limit: 6) { items { action } } }"): (typeof documents)["query AdminListAuditLogs2 { listAuditLogs(limit: 6) { items { action } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CsvUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"): (typeof documents)["mutation CsvUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CsvDownloadUserCsv($k: String) { downloadUserCsv(lastExclusiveStartKey: $k) { users { id name } lastExclusiveStartKey } }"): (typeof documents)["query CsvDownloadUserCsv($k: String) { downloadUserCsv(lastExclusiveStartKey: $k) { users { id name } lastExclusiveStartKey } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription JobsOnMaintenanceJobProgress { onMaintenanceJobProgress(name: \"room\") { name processed total } }"): (typeof documents)["subscription JobsOnMaintenanceJobProgress { onMaintenanceJobProgress(name: \"room\") { name processed total } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JobsRunMaintenanceJob($name: String) { runMaintenanceJob(input: { name: $name }) { name processed changed } }"): (typeof documents)["mutation JobsRunMaintenanceJob($name: String) { runMaintenanceJob(input: { name: $name }) { name processed changed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobsListMaintenanceJobs { listMaintenanceJobs { name title description } }"): (typeof documents)["query JobsListMaintenanceJobs { listMaintenanceJobs { name title description } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JobsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"): (typeof documents)["mutation JobsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JobsListMaintenanceJobsInEnglish { listMaintenanceJobs { name title description } }"): (typeof documents)["query JobsListMaintenanceJobsInEnglish { listMaintenanceJobs { name title description } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiMemberNumbers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { user_id accountNumber } } }"): (typeof documents)["query ApiMemberNumbers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { user_id accountNumber } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation ApiRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"): (typeof documents)["mutation ApiRoutesCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation ApiRoutesDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ApiRoutesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content to_user_id user_id } }"): (typeof documents)["subscription ApiRoutesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content to_user_id user_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesRequestContact($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }"): (typeof documents)["mutation ApiRoutesRequestContact($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesAcceptContact($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }"): (typeof documents)["mutation ApiRoutesAcceptContact($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesCreateColumn($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }"): (typeof documents)["mutation ApiRoutesCreateColumn($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesSetDone($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id } }"): (typeof documents)["mutation ApiRoutesSetDone($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ApiRoutesOnUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role } }"): (typeof documents)["subscription ApiRoutesOnUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesRemoveForFile($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation ApiRoutesRemoveForFile($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRoutesJoinByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { role } }"): (typeof documents)["mutation ApiRoutesJoinByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id name scope createdAt lastUsedAt } } }"): (typeof documents)["mutation ApiCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id name scope createdAt lastUsedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiApiTokens { apiTokens { id name scope lastUsedAt } apiSettings { enabled } }"): (typeof documents)["query ApiApiTokens { apiTokens { id name scope lastUsedAt } apiSettings { enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiRevokeApiToken($id: ID!) { revokeApiToken(id: $id) }"): (typeof documents)["mutation ApiRevokeApiToken($id: ID!) { revokeApiToken(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiUpdateApiSettings($enabled: Boolean!) { updateApiSettings(enabled: $enabled) { enabled } }"): (typeof documents)["mutation ApiUpdateApiSettings($enabled: Boolean!) { updateApiSettings(enabled: $enabled) { enabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiChangeStatusUser($input: ChangeStatusUserInput!) { changeStatusUser(input: $input) { id status } }"): (typeof documents)["mutation ApiChangeStatusUser($input: ChangeStatusUserInput!) { changeStatusUser(input: $input) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiUpdatePassword($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }"): (typeof documents)["mutation ApiUpdatePassword($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiResetPassword($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation ApiResetPassword($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"): (typeof documents)["mutation ApiConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApiSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn } }"): (typeof documents)["mutation ApiSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AssistantOnAssistantMessage($id: ID!) { onAssistantMessage(conversationId: $id) { messageId delta done status content error } }"): (typeof documents)["subscription AssistantOnAssistantMessage($id: ID!) { onAssistantMessage(conversationId: $id) { messageId delta done status content error } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssistantCreateConversation { createConversation(input: {}) { id title } }"): (typeof documents)["mutation AssistantCreateConversation { createConversation(input: {}) { id title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssistantSendAssistantMessage($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id role content status error context_room_id createdAt } }"): (typeof documents)["mutation AssistantSendAssistantMessage($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) { id role content status error context_room_id createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistantGetConversation($id: ID!) { getConversation(id: $id) { title messages { id role content status error context_room_id createdAt } } }"): (typeof documents)["query AssistantGetConversation($id: ID!) { getConversation(id: $id) { title messages { id role content status error context_room_id createdAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssistantUpdateLanguage { updateLanguage(language: \"en\") { language } }"): (typeof documents)["mutation AssistantUpdateLanguage { updateLanguage(language: \"en\") { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistantListConversations { listConversations { items { id title } nextToken } }"): (typeof documents)["query AssistantListConversations { listConversations { items { id title } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssistantRetryAssistantMessage($i: AssistantMessageIdInput!) { retryAssistantMessage(input: $i) { status } }"): (typeof documents)["mutation AssistantRetryAssistantMessage($i: AssistantMessageIdInput!) { retryAssistantMessage(input: $i) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssistantStopAssistantMessage($i: AssistantMessageIdInput!) { stopAssistantMessage(input: $i) { id role content status error context_room_id createdAt } }"): (typeof documents)["mutation AssistantStopAssistantMessage($i: AssistantMessageIdInput!) { stopAssistantMessage(input: $i) { id role content status error context_room_id createdAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistantGetConversation2($id: ID!) { getConversation(id: $id) { id } }"): (typeof documents)["query AssistantGetConversation2($id: ID!) { getConversation(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistantGetAssistantStatus { getAssistantStatus { configured model requestsToday requestsPerDay } }"): (typeof documents)["query AssistantGetAssistantStatus { getAssistantStatus { configured model requestsToday requestsPerDay } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssistantGetAssistantStatus2 { getAssistantStatus { configured model } }"): (typeof documents)["query AssistantGetAssistantStatus2 { getAssistantStatus { configured model } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthGetUserDetail { getUserDetail { id email status isFirstLogin qualifications } }"): (typeof documents)["query AuthGetUserDetail { getUserDetail { id email status isFirstLogin qualifications } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthConfirmSignUp { confirmSignUp(code: \"000000\") }"): (typeof documents)["mutation AuthConfirmSignUp { confirmSignUp(code: \"000000\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthConfirmSignUp2($c: String) { confirmSignUp(code: $c) }"): (typeof documents)["mutation AuthConfirmSignUp2($c: String) { confirmSignUp(code: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthSignOut { signOut }"): (typeof documents)["mutation AuthSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthResetPassword($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation AuthResetPassword($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"): (typeof documents)["mutation AuthConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthSignOut2 { signOut(global: true) }"): (typeof documents)["mutation AuthSignOut2 { signOut(global: true) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthUpdatePassword { updatePassword(oldPassword: \"nope\", newPassword: \"brandnew123\") }"): (typeof documents)["mutation AuthUpdatePassword { updatePassword(oldPassword: \"nope\", newPassword: \"brandnew123\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthUpdatePassword2($o: String) { updatePassword(oldPassword: $o, newPassword: \"brandnew123\") }"): (typeof documents)["mutation AuthUpdatePassword2($o: String) { updatePassword(oldPassword: $o, newPassword: \"brandnew123\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"): (typeof documents)["mutation AuthSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }"): (typeof documents)["mutation AuthVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthCustomGetNotifications { customGetNotifications { items { type content link } } }"): (typeof documents)["query AuthCustomGetNotifications { customGetNotifications { items { type content link } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthGetUserDetail2 { getUserDetail { pendingEmail } }"): (typeof documents)["query AuthGetUserDetail2 { getUserDetail { pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthGetProfile($id: ID) { getProfile(id: $id) { pendingEmail } }"): (typeof documents)["query AuthGetProfile($id: ID) { getProfile(id: $id) { pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AvatarsGetProfile($id: ID) { getProfile(id: $id) { image } }"): (typeof documents)["query AvatarsGetProfile($id: ID) { getProfile(id: $id) { image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvatarsUpdateProfile { updateProfile(input: { image: \"https://example.com/me.png\" }) { image } }"): (typeof documents)["mutation AvatarsUpdateProfile { updateProfile(input: { image: \"https://example.com/me.png\" }) { image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvatarsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation AvatarsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AvatarsUpdateRoom($i: UpdateRoomInput!) { updateRoom(input: $i) { id } }"): (typeof documents)["mutation AvatarsUpdateRoom($i: UpdateRoomInput!) { updateRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetHeadTransactionByUser { getHeadTransactionByUser {\n  package_id payment_type name price maxRoom maxContact maxCapacityEveryFile maxCapacityFileByUser\n  maxCapacityFileInRoom createdAt period_end is_regis_auto next_payment_type auto_payment_failed hasPaymentProfile\n} }"): (typeof documents)["query BillingGetHeadTransactionByUser { getHeadTransactionByUser {\n  package_id payment_type name price maxRoom maxContact maxCapacityEveryFile maxCapacityFileByUser\n  maxCapacityFileInRoom createdAt period_end is_regis_auto next_payment_type auto_payment_failed hasPaymentProfile\n} }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }"): (typeof documents)["mutation BillingHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) {\n  handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { card_brand last_digits exp_month exp_year } }\n}"): (typeof documents)["query BillingHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) {\n  handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { card_brand last_digits exp_month exp_year } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) {\n  handleStripePaymentMethod(input: $input) { subscription_id customer_id amount transaction_id }\n}"): (typeof documents)["mutation BillingHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) {\n  handleStripePaymentMethod(input: $input) { subscription_id customer_id amount transaction_id }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }"): (typeof documents)["mutation BillingHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeChangePayment2($input: HandleStripeChangePaymentInput!) {\n  handleStripeChangePayment(input: $input) { card_brand last_digits exp_month exp_year }\n}"): (typeof documents)["mutation BillingHandleStripeChangePayment2($input: HandleStripeChangePaymentInput!) {\n  handleStripeChangePayment(input: $input) { card_brand last_digits exp_month exp_year }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) {\n  handleStripeChangePeriod(input: $input) { package_id payment_type price next_payment_type }\n}"): (typeof documents)["mutation BillingHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) {\n  handleStripeChangePeriod(input: $input) { package_id payment_type price next_payment_type }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetUsage { getUsage { roomCount contactCount fileSize } }"): (typeof documents)["query BillingGetUsage { getUsage { roomCount contactCount fileSize } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingListTransactionByUser($limit: Int, $nextToken: String) { listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n  items { id amount status package_id payment_type is_regis_auto period_start period_end receiptUrl } nextToken\n} }"): (typeof documents)["query BillingListTransactionByUser($limit: Int, $nextToken: String) { listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n  items { id amount status package_id payment_type is_regis_auto period_start period_end receiptUrl } nextToken\n} }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } listPackages { package_id payment_type price } }"): (typeof documents)["query BillingGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } listPackages { package_id payment_type price } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetLastTransactionByUser { getLastTransactionByUser { id } getCard { card_no } }"): (typeof documents)["query BillingGetLastTransactionByUser { getLastTransactionByUser { id } getCard { card_no } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetHeadTransactionByUser2($id: ID) { getHeadTransactionByUser(user_id: $id) { package_id } }"): (typeof documents)["query BillingGetHeadTransactionByUser2($id: ID) { getHeadTransactionByUser(user_id: $id) { package_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetCard { getCard { card_no card_expire_date card_brand } }"): (typeof documents)["query BillingGetCard { getCard { card_no card_expire_date card_brand } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripePaymentSuccess($input: HandleStripePaymentSuccessInput!) { handleStripePaymentSuccess(input: $input) { id amount status } }"): (typeof documents)["mutation BillingHandleStripePaymentSuccess($input: HandleStripePaymentSuccessInput!) { handleStripePaymentSuccess(input: $input) { id amount status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto period_end } }"): (typeof documents)["mutation BillingHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto period_end } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleRemoveInfoGMO { handleRemoveInfoGMO { message } }"): (typeof documents)["mutation BillingHandleRemoveInfoGMO { handleRemoveInfoGMO { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }"): (typeof documents)["mutation BillingHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleChangeCardInfo($input: HandleStripeChangePaymentInput!) { handleChangeCardInfo(input: $input) { message } }"): (typeof documents)["mutation BillingHandleChangeCardInfo($input: HandleStripeChangePaymentInput!) { handleChangeCardInfo(input: $input) { message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetCard2 { getCard { card_no card_expire_date } }"): (typeof documents)["query BillingGetCard2 { getCard { card_no card_expire_date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingHandleStripeRemoveInfo2 { handleStripeRemoveInfo { package_id } }"): (typeof documents)["mutation BillingHandleStripeRemoveInfo2 { handleStripeRemoveInfo { package_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingTransactionsCreatedAt($createdAt: TransactionCreatedAtCondition) {\n      listTransactionByUser(createdAt: $createdAt, sortDirection: \"ASC\") { items { createdAt } }\n    }"): (typeof documents)["query BillingTransactionsCreatedAt($createdAt: TransactionCreatedAtCondition) {\n      listTransactionByUser(createdAt: $createdAt, sortDirection: \"ASC\") { items { createdAt } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingAddRoom { addRoom(input: { name: \"営業部\" }) { id } }"): (typeof documents)["mutation BillingAddRoom { addRoom(input: { name: \"営業部\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingAddRoom2 { addRoom(input: { name: \"経理部\" }) { id } }"): (typeof documents)["mutation BillingAddRoom2 { addRoom(input: { name: \"経理部\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BillingAddRoom3 { addRoom(input: { name: \"他人のルーム\" }) { id } }"): (typeof documents)["mutation BillingAddRoom3 { addRoom(input: { name: \"他人のルーム\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingGetUsage2($id: ID) { getUsage(user_id: $id) { roomCount } }"): (typeof documents)["query BillingGetUsage2($id: ID) { getUsage(user_id: $id) { roomCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StripeGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } }"): (typeof documents)["query StripeGetPaymentSettings { getPaymentSettings { provider testMode publishableKey } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }"): (typeof documents)["mutation StripeHandleStripeTransaction($input: HandleStripeTransactionInput!) { handleStripeTransaction(input: $input) { client_secret customer_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StripeHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status } }"): (typeof documents)["query StripeHandleStripeConfirmSetupIntent($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StripeHandleStripeConfirmSetupIntent2($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { last_digits } } }"): (typeof documents)["query StripeHandleStripeConfirmSetupIntent2($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { status payment_method_id card { last_digits } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id } }"): (typeof documents)["mutation StripeHandleStripePaymentMethod($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripePaymentMethod2($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id customer_id customer_name amount } }"): (typeof documents)["mutation StripeHandleStripePaymentMethod2($input: HandleStripePaymentMethodInput!) { handleStripePaymentMethod(input: $input) { subscription_id customer_id customer_name amount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripeInvoices { handleStripeInvoices { id total_amount status } handleStripeRetrieveCustomerId { customer_id } }"): (typeof documents)["mutation StripeHandleStripeInvoices { handleStripeInvoices { id total_amount status } handleStripeRetrieveCustomerId { customer_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }"): (typeof documents)["mutation StripeHandleStripeChangePaymentSetup { handleStripeChangePaymentSetup { client_secret customer_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StripeHandleStripeConfirmSetupIntent3($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { payment_method_id } }"): (typeof documents)["query StripeHandleStripeConfirmSetupIntent3($input: HandleStripeConfirmSetupIntentInput!) { handleStripeConfirmSetupIntent(input: $input) { payment_method_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }"): (typeof documents)["mutation StripeHandleStripeChangePayment($input: HandleStripeChangePaymentInput!) { handleStripeChangePayment(input: $input) { last_digits } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StripeGetHeadTransactionByUser { getHeadTransactionByUser { auto_payment_failed } }"): (typeof documents)["query StripeGetHeadTransactionByUser { getHeadTransactionByUser { auto_payment_failed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) { handleStripeChangePeriod(input: $input) { payment_type next_payment_type } }"): (typeof documents)["mutation StripeHandleStripeChangePeriod($input: HandleStripeChangePeriodInput!) { handleStripeChangePeriod(input: $input) { payment_type next_payment_type } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StripeHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto } }"): (typeof documents)["mutation StripeHandleStripeRemoveInfo { handleStripeRemoveInfo { package_id is_regis_auto } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StripeGetHeadTransactionByUser2 { getHeadTransactionByUser { package_id } }"): (typeof documents)["query StripeGetHeadTransactionByUser2 { getHeadTransactionByUser { package_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCreateBoardByRoom($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id name order color } }"): (typeof documents)["mutation BoardsCreateBoardByRoom($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id name order color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCreateTaskByBoard($input: CreateTaskByBoardInput!) {\n  createTaskByBoard(input: $input) { id name order board_id usersAssignee { id } }\n}"): (typeof documents)["mutation BoardsCreateTaskByBoard($input: CreateTaskByBoardInput!) {\n  createTaskByBoard(input: $input) { id name order board_id usersAssignee { id } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateOrderTask($input: UpdateOrderTaskInput!) {\n  updateOrderTask(input: $input) { room_id action board_id user_id tasks { id order board_id } }\n}"): (typeof documents)["mutation BoardsUpdateOrderTask($input: UpdateOrderTaskInput!) {\n  updateOrderTask(input: $input) { room_id action board_id user_id tasks { id order board_id } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsListBoardsByRoom($room_id: ID!, $is_archive: Boolean) {\n  listBoardsByRoom(room_id: $room_id, is_archive: $is_archive) {\n    items { id name order is_archive labels room { id } user { id } tasks { items { id name order usersAssignee { id } } } }\n  }\n}"): (typeof documents)["query BoardsListBoardsByRoom($room_id: ID!, $is_archive: Boolean) {\n  listBoardsByRoom(room_id: $room_id, is_archive: $is_archive) {\n    items { id name order is_archive labels room { id } user { id } tasks { items { id name order usersAssignee { id } } } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsSetTagsByRole($input: UpdateTaskInput!) { set: updateTaskByRole(input: $input) { id tags { id name color } } }"): (typeof documents)["mutation BoardsSetTagsByRole($input: UpdateTaskInput!) { set: updateTaskByRole(input: $input) { id tags { id name color } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsSetTags($input: UpdateTaskInput!) { set: updateTask(input: $input) { id tags { id name color } } }"): (typeof documents)["mutation BoardsSetTags($input: UpdateTaskInput!) { set: updateTask(input: $input) { id tags { id name color } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }"): (typeof documents)["mutation BoardsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }"): (typeof documents)["mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateArchiveBoard($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: true }) { id } }"): (typeof documents)["mutation BoardsUpdateArchiveBoard($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: true }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateArchiveBoard2($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: false }) { id } }"): (typeof documents)["mutation BoardsUpdateArchiveBoard2($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: false }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsGetTaskDetail($id: ID!) { getTaskDetail(id: $id) { history { action from_board_name to_board_name user { id } } } }"): (typeof documents)["query BoardsGetTaskDetail($id: ID!) { getTaskDetail(id: $id) { history { action from_board_name to_board_name user { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCreateTag2($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"複製\", color: \"#7048e8\" }) { id } }"): (typeof documents)["mutation BoardsCreateTag2($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"複製\", color: \"#7048e8\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateTask($id: ID!, $tag_ids: ID!) { updateTask(input: { id: $id, tag_ids: [$tag_ids] }) { id } }"): (typeof documents)["mutation BoardsUpdateTask($id: ID!, $tag_ids: ID!) { updateTask(input: { id: $id, tag_ids: [$tag_ids] }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCloneBoard($id: ID!) { cloneBoard(input: { id: $id }) {\n      id order name tasks { items { id name usersAssignee { id } tags { id } } } } }"): (typeof documents)["mutation BoardsCloneBoard($id: ID!) { cloneBoard(input: { id: $id }) {\n      id order name tasks { items { id name usersAssignee { id } tags { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateTask2($id: ID!) { updateTask(input: { id: $id, name: \"変更\" }) { id } }"): (typeof documents)["mutation BoardsUpdateTask2($id: ID!) { updateTask(input: { id: $id, name: \"変更\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsGetListBoardAllRoom { getListBoardAllRoom { items { id room_id } } }"): (typeof documents)["query BoardsGetListBoardAllRoom { getListBoardAllRoom { items { id room_id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateFileTask($id: ID!, $ids: [ID!]!) { updateFileTask(input: { id: $id, file_ids: $ids }) {\n      files { file_id name size type user_upload_name user_upload_id createdAt } } }"): (typeof documents)["mutation BoardsUpdateFileTask($id: ID!, $ids: [ID!]!) { updateFileTask(input: { id: $id, file_ids: $ids }) {\n      files { file_id name size type user_upload_name user_upload_id createdAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"): (typeof documents)["mutation BoardsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateTask3($id: ID!) { updateTask(input: { id: $id, name: \"名前だけ\" }) { id } }"): (typeof documents)["mutation BoardsUpdateTask3($id: ID!) { updateTask(input: { id: $id, name: \"名前だけ\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsListBoardsByRoom2($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id tasks { items { id tags { id } } } } } }"): (typeof documents)["query BoardsListBoardsByRoom2($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id tasks { items { id tags { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }"): (typeof documents)["mutation BoardsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BoardsGetTaskDetail2($id: ID!) { getTaskDetail(id: $id) { tags { id } } }"): (typeof documents)["query BoardsGetTaskDetail2($id: ID!) { getTaskDetail(id: $id) { tags { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateTaskDescription($input: UpdateTaskInput!) { updateTask(input: $input) { id description } }"): (typeof documents)["mutation BoardsUpdateTaskDescription($input: UpdateTaskInput!) { updateTask(input: $input) { id description } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCreateTag3($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"自室\", color: \"#2f9e44\" }) { id } }"): (typeof documents)["mutation BoardsCreateTag3($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"自室\", color: \"#2f9e44\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsCreateTag4($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"他室\", color: \"#f08c00\" }) { id } }"): (typeof documents)["mutation BoardsCreateTag4($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"他室\", color: \"#f08c00\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateTaskByRole($input: UpdateTaskInput!) { updateTaskByRole(input: $input) { id } }"): (typeof documents)["mutation BoardsUpdateTaskByRole($input: UpdateTaskInput!) { updateTaskByRole(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BoardsUpdateTask4($id: ID!) { updateTask(input: { id: $id, tag_ids: [] }) { id } }"): (typeof documents)["mutation BoardsUpdateTask4($id: ID!) { updateTask(input: { id: $id, tag_ids: [] }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsCreate($input: CreateTaskChecklistInput!) {\n  createTaskChecklist(input: $input) { id updatedAt checklistProgress { done total } checklists { id name items { id name is_done user_assignee_id userAssignee { id } } } }\n}"): (typeof documents)["mutation ChecklistsCreate($input: CreateTaskChecklistInput!) {\n  createTaskChecklist(input: $input) { id updatedAt checklistProgress { done total } checklists { id name items { id name is_done user_assignee_id userAssignee { id } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsRename($input: UpdateTaskChecklistInput!) { updateTaskChecklist(input: $input) { checklists { id name } } }"): (typeof documents)["mutation ChecklistsRename($input: UpdateTaskChecklistInput!) { updateTaskChecklist(input: $input) { checklists { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsMove($input: MoveChecklistInput!) { moveTaskChecklist(input: $input) { checklists { id name } } }"): (typeof documents)["mutation ChecklistsMove($input: MoveChecklistInput!) { moveTaskChecklist(input: $input) { checklists { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsDelete($input: ChecklistIdInput!) { deleteTaskChecklist(input: $input) { checklists { id } checklistProgress { done total } } }"): (typeof documents)["mutation ChecklistsDelete($input: ChecklistIdInput!) { deleteTaskChecklist(input: $input) { checklists { id } checklistProgress { done total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsCreateItem($input: CreateChecklistItemInput!) {\n  createChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id userAssignee { id } } } }\n}"): (typeof documents)["mutation ChecklistsCreateItem($input: CreateChecklistItemInput!) {\n  createChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id userAssignee { id } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsUpdateItem($input: UpdateChecklistItemInput!) {\n  updateChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id } } }\n}"): (typeof documents)["mutation ChecklistsUpdateItem($input: UpdateChecklistItemInput!) {\n  updateChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsMoveItem($input: MoveChecklistInput!) { moveChecklistItem(input: $input) { checklists { items { name } } } }"): (typeof documents)["mutation ChecklistsMoveItem($input: MoveChecklistInput!) { moveChecklistItem(input: $input) { checklists { items { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsDeleteItem($input: ChecklistIdInput!) { deleteChecklistItem(input: $input) { checklistProgress { done total } } }"): (typeof documents)["mutation ChecklistsDeleteItem($input: ChecklistIdInput!) { deleteChecklistItem(input: $input) { checklistProgress { done total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChecklistsHistory($id: ID!) { getTaskDetail(id: $id) { history { action subject user { id } } } }"): (typeof documents)["query ChecklistsHistory($id: ID!) { getTaskDetail(id: $id) { history { action subject user { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsCreateTask($board_id: ID!, $name: String!) { createTaskByBoard(input: { board_id: $board_id, name: $name }) { id } }"): (typeof documents)["mutation ChecklistsCreateTask($board_id: ID!, $name: String!) { createTaskByBoard(input: { board_id: $board_id, name: $name }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsCreateBoard($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"ToDo\" }) { id } }"): (typeof documents)["mutation ChecklistsCreateBoard($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"ToDo\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }"): (typeof documents)["mutation ChecklistsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsCloneBoard($id: ID!) { cloneBoard(input: { id: $id, name: \"複製\" }) { id tasks { items { name checklistProgress { done total } checklists { name items { name is_done user_assignee_id } } } } } }"): (typeof documents)["mutation ChecklistsCloneBoard($id: ID!) { cloneBoard(input: { id: $id, name: \"複製\" }) { id tasks { items { name checklistProgress { done total } checklists { name items { name is_done user_assignee_id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChecklistsOnTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id checklistProgress { done total } } } }"): (typeof documents)["subscription ChecklistsOnTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id checklistProgress { done total } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChecklistsRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation ChecklistsRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DoneCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id is_done } }"): (typeof documents)["mutation DoneCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id is_done } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DoneCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id board_id status } }"): (typeof documents)["mutation DoneCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id board_id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DoneMoveTask($input: UpdateOrderTaskInput!) { updateOrderTask(input: $input) { board_id tasks { id board_id status } } }"): (typeof documents)["mutation DoneMoveTask($input: UpdateOrderTaskInput!) { updateOrderTask(input: $input) { board_id tasks { id board_id status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DoneUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id board_id status } }"): (typeof documents)["mutation DoneUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id board_id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DoneSetDoneBoard($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id is_done } }"): (typeof documents)["mutation DoneSetDoneBoard($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id is_done } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DoneList($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id is_done } } }"): (typeof documents)["query DoneList($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id is_done } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RealtimeOnUpdateOrderTask($room_id: ID!) {\n  onUpdateOrderTask(room_id: $room_id) { room_id action board_id user_id tasks { id order board_id } }\n}"): (typeof documents)["subscription RealtimeOnUpdateOrderTask($room_id: ID!) {\n  onUpdateOrderTask(room_id: $room_id) { room_id action board_id user_id tasks { id order board_id } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateBoardByRoom($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"A\" }) { id } }"): (typeof documents)["mutation RealtimeCreateBoardByRoom($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"A\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateBoardByRoom2($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"B\" }) { id } }"): (typeof documents)["mutation RealtimeCreateBoardByRoom2($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"B\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: \"T\" }) { id } }"): (typeof documents)["mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: \"T\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeUpdateOrderTask($id: ID!, $board_id: ID!) { updateOrderTask(input: { id: $id, board_id: $board_id }) { action } }"): (typeof documents)["mutation RealtimeUpdateOrderTask($id: ID!, $board_id: ID!) { updateOrderTask(input: { id: $id, board_id: $board_id }) { action } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RealtimeOnUpdateOrderTask2($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id tags { id name color } } } }"): (typeof documents)["subscription RealtimeOnUpdateOrderTask2($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id tags { id name color } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateBoardByRoom3($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"タグ\" }) { id } }"): (typeof documents)["mutation RealtimeCreateBoardByRoom3($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"タグ\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateTag($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"至急\", color: \"#e03131\" }) { id } }"): (typeof documents)["mutation RealtimeCreateTag($room_id: ID!) { createTag(input: { room_id: $room_id, name: \"至急\", color: \"#e03131\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeUpdateTaskByRole($id: ID!, $tag_ids: ID!) { updateTaskByRole(input: { id: $id, tag_ids: [$tag_ids] }) { id } }"): (typeof documents)["mutation RealtimeUpdateTaskByRole($id: ID!, $tag_ids: ID!) { updateTaskByRole(input: { id: $id, tag_ids: [$tag_ids] }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription RealtimeOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id boards { id name order } } }"): (typeof documents)["subscription RealtimeOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id boards { id name order } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateBoardByRoom4($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"見える\" }) { id order } }"): (typeof documents)["mutation RealtimeCreateBoardByRoom4($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"見える\" }) { id order } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation RealtimeCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeUpdateBoard($id: ID!) { updateBoard(input: { id: $id, name: \"見えない\" }) { id } }"): (typeof documents)["mutation RealtimeUpdateBoard($id: ID!) { updateBoard(input: { id: $id, name: \"見えない\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateBoardByRoom5($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"C\" }) { id } }"): (typeof documents)["mutation RealtimeCreateBoardByRoom5($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: \"C\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateMemoTasks($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"確認しました\", isMessage: true }) { id isMessage message_id user { id } } }"): (typeof documents)["mutation RealtimeCreateMemoTasks($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"確認しました\", isMessage: true }) { id isMessage message_id user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeCreateMemoTasks2($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"メモだけ\" }) { id isMessage message_id } }"): (typeof documents)["mutation RealtimeCreateMemoTasks2($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: \"メモだけ\" }) { id isMessage message_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RealtimeListCommentByTasks($task_id: ID!) { listCommentByTasks(task_id: $task_id, user_room_id: \"x\") { items { content } } }"): (typeof documents)["query RealtimeListCommentByTasks($task_id: ID!) { listCommentByTasks(task_id: $task_id, user_room_id: \"x\") { items { content } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeUpdateMemoTasks($id: ID!) { updateMemoTasks(input: { id: $id, content: \"改ざん\" }) { id } }"): (typeof documents)["mutation RealtimeUpdateMemoTasks($id: ID!) { updateMemoTasks(input: { id: $id, content: \"改ざん\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RealtimeRemoveMessageByMemoTask($id: ID!) { removeMessageByMemoTask(input: { id: $id }) { isMessage message_id content } }"): (typeof documents)["mutation RealtimeRemoveMessageByMemoTask($id: ID!) { removeMessageByMemoTask(input: { id: $id }) { isMessage message_id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaskFilterListTasks($filter: TaskFilterInput!, $limit: Int, $nextToken: String) {\n  listTasks(filter: $filter, limit: $limit, nextToken: $nextToken) {\n    items { id name board_id order usersAssignee { id } tags { id } checklistProgress { done total } }\n    nextToken\n  }\n}"): (typeof documents)["query TaskFilterListTasks($filter: TaskFilterInput!, $limit: Int, $nextToken: String) {\n  listTasks(filter: $filter, limit: $limit, nextToken: $nextToken) {\n    items { id name board_id order usersAssignee { id } tags { id } checklistProgress { done total } }\n    nextToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaskFilterCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }"): (typeof documents)["mutation TaskFilterCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaskFilterCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }"): (typeof documents)["mutation TaskFilterCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaskFilterUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id } }"): (typeof documents)["mutation TaskFilterUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaskFilterArchive($input: UpdateArchiveBoardInput!) { updateArchiveBoard(input: $input) { id } }"): (typeof documents)["mutation TaskFilterArchive($input: UpdateArchiveBoardInput!) { updateArchiveBoard(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaskFilterCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"): (typeof documents)["mutation TaskFilterCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TaskFilterRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation TaskFilterRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactCreateContactForm($input: CreateContactFormInput!) {\n  createContactForm(input: $input) { id name email company_name content createdAt }\n}"): (typeof documents)["mutation ContactCreateContactForm($input: CreateContactFormInput!) {\n  createContactForm(input: $input) { id name email company_name content createdAt }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportsStart($input: StartExportInput!) { startExport(input: $input) { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }"): (typeof documents)["mutation ExportsStart($input: StartExportInput!) { startExport(input: $input) { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportsList { listExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }"): (typeof documents)["query ExportsList { listExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportsMine { listMyExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }"): (typeof documents)["query ExportsMine { listMyExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExportsCancel($id: ID!) { cancelExportJob(input: { id: $id }) { id state finishedAt } }"): (typeof documents)["mutation ExportsCancel($id: ID!) { cancelExportJob(input: { id: $id }) { id state finishedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportsRooms($search: String) { exportableRooms(search: $search) { id name countUser } }"): (typeof documents)["query ExportsRooms($search: String) { exportableRooms(search: $search) { id name countUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesGetVolumeFileFunction($room_id: ID, $user_id: ID, $type: String) {\n  getVolumeFileFunction(room_id: $room_id, user_id: $user_id, type: $type) { total_file total_file_size }\n}"): (typeof documents)["query FilesGetVolumeFileFunction($room_id: ID, $user_id: ID, $type: String) {\n  getVolumeFileFunction(room_id: $room_id, user_id: $user_id, type: $type) { total_file total_file_size }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesGetFilesFunction($room_id: ID!, $type: String) {\n  getFilesFunction(room_id: $room_id, type: $type) { items { id name size type url thumbnailUrl width height userCreated { id } } nextToken }\n}"): (typeof documents)["query FilesGetFilesFunction($room_id: ID!, $type: String) {\n  getFilesFunction(room_id: $room_id, type: $type) { items { id name size type url thumbnailUrl width height userCreated { id } } nextToken }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesGetFileDetail($id: ID!) { getFileDetail(id: $id) { id name url deletedAt } }"): (typeof documents)["query FilesGetFileDetail($id: ID!) { getFileDetail(id: $id) { id name url deletedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FilesSoftDeleteFileFunction($id: ID) { softDeleteFileFunction(input: { id: $id }) { id deletedAt user_deleted_id } }"): (typeof documents)["mutation FilesSoftDeleteFileFunction($id: ID) { softDeleteFileFunction(input: { id: $id }) { id deletedAt user_deleted_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FilesHardDeleteFileFunction($id: ID) { hardDeleteFileFunction(input: { id: $id }) { id deletedAt } }"): (typeof documents)["mutation FilesHardDeleteFileFunction($id: ID) { hardDeleteFileFunction(input: { id: $id }) { id deletedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FilesCreateFile($input: UpdateFileInput!) { createFile(input: $input) { id message_id } }"): (typeof documents)["mutation FilesCreateFile($input: UpdateFileInput!) { createFile(input: $input) { id message_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FilesCreateFileFunction($input: [UpdateFileInput!]!) { createFileFunction(input: $input) { id message_id } }"): (typeof documents)["mutation FilesCreateFileFunction($input: [UpdateFileInput!]!) { createFileFunction(input: $input) { id message_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsGetJob($id: ID!) { getImportJob(id: $id) { id kind state file_name report done total counts error createdAt finishedAt } }"): (typeof documents)["query ImportsGetJob($id: ID!) { getImportJob(id: $id) { id kind state file_name report done total counts error createdAt finishedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsListJobs { listImportJobs { id state } }"): (typeof documents)["query ImportsListJobs { listImportJobs { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }"): (typeof documents)["mutation ImportsStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state finishedAt } }"): (typeof documents)["mutation ImportsCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state finishedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"): (typeof documents)["mutation ImportsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportsSearch($content: String) { searchMessages(content: $content) { items { id content room_id user { name } } } }"): (typeof documents)["query ImportsSearch($content: String) { searchMessages(content: $content) { items { id content room_id user { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MusubiRoundTripExport($input: StartExportInput!) { startExport(input: $input) { id } }"): (typeof documents)["mutation MusubiRoundTripExport($input: StartExportInput!) { startExport(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MusubiRoundTripExports { listExportJobs { id state downloadPath } }"): (typeof documents)["query MusubiRoundTripExports { listExportJobs { id state downloadPath } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MusubiGetJob($id: ID!) { getImportJob(id: $id) { id kind state done total counts report error } }"): (typeof documents)["query MusubiGetJob($id: ID!) { getImportJob(id: $id) { id kind state done total counts report error } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MusubiStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }"): (typeof documents)["mutation MusubiStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrelloGetJob($id: ID!) { getImportJob(id: $id) { id kind room_id state file_name report done total counts error } }"): (typeof documents)["query TrelloGetJob($id: ID!) { getImportJob(id: $id) { id kind room_id state file_name report done total counts error } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrelloListJobs($room_id: ID) { listImportJobs(room_id: $room_id) { id kind room_id } }"): (typeof documents)["query TrelloListJobs($room_id: ID) { listImportJobs(room_id: $room_id) { id kind room_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TrelloStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }"): (typeof documents)["mutation TrelloStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TrelloCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state } }"): (typeof documents)["mutation TrelloCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription TrelloOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id user_id boards { id name } } }"): (typeof documents)["subscription TrelloOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id user_id boards { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription TrelloOnUpdateOrderTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id user_id tasks { id board_id } } }"): (typeof documents)["subscription TrelloOnUpdateOrderTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id user_id tasks { id board_id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TrelloBoardTasks($id: ID!) { getTaskDetail(id: $id) { id name checklistProgress { done total } } }"): (typeof documents)["query TrelloBoardTasks($id: ID!) { getTaskDetail(id: $id) { id name checklistProgress { done total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveOrderChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id change_seq } }"): (typeof documents)["subscription LiveOrderChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id change_seq } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveOrderCreates($r: ID!) { onCreateMessage(room_id: $r) { id } }"): (typeof documents)["subscription LiveOrderCreates($r: ID!) { onCreateMessage(room_id: $r) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation MessagesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"): (typeof documents)["mutation MessagesUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesDeleteMessageByRoleOfAnyRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"): (typeof documents)["mutation MessagesDeleteMessageByRoleOfAnyRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesCustomGetMessage($id: ID!) { customGetMessage(id: $id) { id } }"): (typeof documents)["query MessagesCustomGetMessage($id: ID!) { customGetMessage(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesDeleteAllMessageInRoom($i: DeleteAllMessageInRoomInput!) { deleteAllMessageInRoom(input: $i) }"): (typeof documents)["mutation MessagesDeleteAllMessageInRoom($i: DeleteAllMessageInRoomInput!) { deleteAllMessageInRoom(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesDeleteMessages($i: DeleteMessagesInput!) { deleteMessages(input: $i) { id deletedAt } }"): (typeof documents)["mutation MessagesDeleteMessages($i: DeleteMessagesInput!) { deleteMessages(input: $i) { id deletedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesCustomGetNotifications { customGetNotifications { items { type content room_id user_created_id status link } } }"): (typeof documents)["query MessagesCustomGetNotifications { customGetNotifications { items { type content room_id user_created_id status link } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesNotificationByUser($u: ID!) { notificationByUser(user_id: $u) { items { content } } }"): (typeof documents)["query MessagesNotificationByUser($u: ID!) { notificationByUser(user_id: $u) { items { content } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }"): (typeof documents)["mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateUnreadUserRoomCounts($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages unread_mentions last_read_seq } }"): (typeof documents)["mutation MessagesUpdateUnreadUserRoomCounts($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages unread_mentions last_read_seq } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateMessageByRole2($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }"): (typeof documents)["mutation MessagesUpdateMessageByRole2($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateUnreadUserRoomMark($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages last_read_seq } }"): (typeof documents)["mutation MessagesUpdateUnreadUserRoomMark($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages last_read_seq } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { last_read_seq } }"): (typeof documents)["mutation MessagesUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { last_read_seq } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesCustomGetNotifications2 { customGetNotifications(filter: { status: 0 }) { items { id } } }"): (typeof documents)["query MessagesCustomGetNotifications2 { customGetNotifications(filter: { status: 0 }) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesCustomUpdateNotification($i: UpdateNotificationInput!) { customUpdateNotification(input: $i) { id status } }"): (typeof documents)["mutation MessagesCustomUpdateNotification($i: UpdateNotificationInput!) { customUpdateNotification(input: $i) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesCustomDeleteNotification($i: DeleteNotificationInput!) { customDeleteNotification(input: $i) { id } }"): (typeof documents)["mutation MessagesCustomDeleteNotification($i: DeleteNotificationInput!) { customDeleteNotification(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateMessageByRole3($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { emotions { user_id emotion } } }"): (typeof documents)["mutation MessagesUpdateMessageByRole3($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { emotions { user_id emotion } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesCustomGetMessagesByRoom($r: ID!, $t: String, $a: Int) { customGetMessagesByRoom(room_id: $r, limit: 2, nextToken: $t, afterSeq: $a) { items { id content seq change_seq deletedAt } nextToken } }"): (typeof documents)["query MessagesCustomGetMessagesByRoom($r: ID!, $t: String, $a: Int) { customGetMessagesByRoom(room_id: $r, limit: 2, nextToken: $t, afterSeq: $a) { items { id content seq change_seq deletedAt } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id } }"): (typeof documents)["mutation MessagesUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } }"): (typeof documents)["subscription MessagesOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } } }"): (typeof documents)["query MessagesUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnUpdateUserRoomShared($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id unread_messages last_message role room { id name } } }"): (typeof documents)["subscription MessagesOnUpdateUserRoomShared($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id unread_messages last_message role room { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnUpdateUserRoom2($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role favorite removed } }"): (typeof documents)["subscription MessagesOnUpdateUserRoom2($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role favorite removed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"): (typeof documents)["subscription MessagesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnUpdateUserRoom3($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id removed } }"): (typeof documents)["subscription MessagesOnUpdateUserRoom3($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id removed } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesGetRoomList { getRoomList { items { id kind } } }"): (typeof documents)["query MessagesGetRoomList { getRoomList { items { id kind } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnUpdateUserRoom4($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }"): (typeof documents)["subscription MessagesOnUpdateUserRoom4($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }"): (typeof documents)["mutation MessagesUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesCustomGetMessagesByRoom2($r: ID!, $a: Int) { customGetMessagesByRoom(room_id: $r, afterSeq: $a) { items { id } } }"): (typeof documents)["query MessagesCustomGetMessagesByRoom2($r: ID!, $a: Int) { customGetMessagesByRoom(room_id: $r, afterSeq: $a) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }"): (typeof documents)["mutation MessagesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesSearchMessages($c: String, $t: String, $l: Int) { searchMessages(content: $c, limit: $l, nextToken: $t) { items { content } nextToken } }"): (typeof documents)["query MessagesSearchMessages($c: String, $t: String, $l: Int) { searchMessages(content: $c, limit: $l, nextToken: $t) { items { content } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id drafts { room_id action draft } } }"): (typeof documents)["mutation MessagesSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id drafts { room_id action draft } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesGetDraftMessages($id: ID) { getDraftMessages(id: $id) { id } }"): (typeof documents)["query MessagesGetDraftMessages($id: ID) { getDraftMessages(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesGetDraftMessages2 { getDraftMessages { drafts { draft version } } }"): (typeof documents)["query MessagesGetDraftMessages2 { getDraftMessages { drafts { draft version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesCreateOrUpdateDraftMessages($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { saved { room_id action draft version } } }"): (typeof documents)["mutation MessagesCreateOrUpdateDraftMessages($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { saved { room_id action draft version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesOnDraftMessage($u: ID!) { onDraftMessage(user_id: $u) { id room_id action draft version } }"): (typeof documents)["subscription MessagesOnDraftMessage($u: ID!) { onDraftMessage(user_id: $u) { id room_id action draft version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchMessagesFound($c: String) { searchMessages(content: $c, limit: 100) { items { id content room_id } } }"): (typeof documents)["query SearchMessagesFound($c: String) { searchMessages(content: $c, limit: 100) { items { id content room_id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SearchRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation SearchRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NotificationsUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_mentions } }"): (typeof documents)["mutation NotificationsUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_mentions } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id status room_id } }"): (typeof documents)["subscription NotificationsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id status room_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationsBellRooms { customGetNotifications(limit: 10) { items { content room_name user_created { name } } } }"): (typeof documents)["query NotificationsBellRooms { customGetNotifications(limit: 10) { items { content room_name user_created { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactsCustomCreateContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }"): (typeof documents)["mutation ContactsCustomCreateContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactsAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id } }"): (typeof documents)["mutation ContactsAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactsRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }"): (typeof documents)["mutation ContactsRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactsFindUsers($s: String, $limit: Int) { findUsers(search: $s, limit: $limit) { items { id name email } nextToken } }"): (typeof documents)["query ContactsFindUsers($s: String, $limit: Int) { findUsers(search: $s, limit: $limit) { items { id name email } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactsCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }"): (typeof documents)["mutation ContactsCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactsCustomGetMessagesByRoom($r: ID!) { customGetMessagesByRoom(room_id: $r) { items { content } } }"): (typeof documents)["query ContactsCustomGetMessagesByRoom($r: ID!) { customGetMessagesByRoom(room_id: $r) { items { content } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ContactsNoticeDecline($id: ID!) { customDeleteContactRequest(input: { id: $id }) }"): (typeof documents)["mutation ContactsNoticeDecline($id: ID!) { customDeleteContactRequest(input: { id: $id }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleGetProfile($id: ID) { getProfile(id: $id) {\n  id name company_name email phone phone2 address post_code building prefectures qualifications isFirstLogin } }"): (typeof documents)["query PeopleGetProfile($id: ID) { getProfile(id: $id) {\n  id name company_name email phone phone2 address post_code building prefectures qualifications isFirstLogin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) {\n  id name phone qualifications isFirstLogin } }"): (typeof documents)["mutation PeopleUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) {\n  id name phone qualifications isFirstLogin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleCustomCreateContactRequest($input: CreateContactRequestInput!) {\n  customCreateContactRequest(input: $input) { id status request_user_id user_id } }"): (typeof documents)["mutation PeopleCustomCreateContactRequest($input: CreateContactRequestInput!) {\n  customCreateContactRequest(input: $input) { id status request_user_id user_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id status } }"): (typeof documents)["mutation PeopleAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleCustomDeleteContactRequest($id: ID) { customDeleteContactRequest(input: { id: $id }) }"): (typeof documents)["mutation PeopleCustomDeleteContactRequest($id: ID) { customDeleteContactRequest(input: { id: $id }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleCreateInviteByEmail($input: CreateInviteByEmailInput!) {\n  createInviteByEmail(input: $input) { id type email role room_id request_id room { id name } } }"): (typeof documents)["mutation PeopleCreateInviteByEmail($input: CreateInviteByEmailInput!) {\n  createInviteByEmail(input: $input) { id type email role room_id request_id room { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id user_id role } }"): (typeof documents)["mutation PeopleUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id user_id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleHandleRequestMailContact($token: String) {\n  handleRequestMailContact(input: { token: $token }) { id status request_user_id user_id } }"): (typeof documents)["mutation PeopleHandleRequestMailContact($token: String) {\n  handleRequestMailContact(input: { token: $token }) { id status request_user_id user_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleFindUsers($s: String) { findUsers(search: $s) { items { id name email phone address } } }"): (typeof documents)["query PeopleFindUsers($s: String) { findUsers(search: $s) { items { id name email phone address } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id name email phone } }"): (typeof documents)["query PeopleGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id name email phone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleSearchUser { searchUser(name: \"検索\") { items { id } } }"): (typeof documents)["query PeopleSearchUser { searchUser(name: \"検索\") { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleSearchUser2($e: String) { searchUser(email: $e) { items { id email } } }"): (typeof documents)["query PeopleSearchUser2($e: String) { searchUser(email: $e) { items { id email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleGetCountContactRequestByUser($u: ID) { getCountContactRequestByUser(user_id: $u) }"): (typeof documents)["query PeopleGetCountContactRequestByUser($u: ID) { getCountContactRequestByUser(user_id: $u) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleListContactsRequests { listContactsRequests { items { id request_user { id name email } } } }"): (typeof documents)["query PeopleListContactsRequests { listContactsRequests { items { id request_user { id name email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleGetListContactRequestByUser($u: ID) { getListContactRequestByUser(user_id: $u) { id } }"): (typeof documents)["query PeopleGetListContactRequestByUser($u: ID) { getListContactRequestByUser(user_id: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleListContacts { listContacts { items { id email } } }"): (typeof documents)["query PeopleListContacts { listContacts { items { id email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }"): (typeof documents)["mutation PeopleRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleListContactsRequests2 { listContactsRequests { items { id } } }"): (typeof documents)["query PeopleListContactsRequests2 { listContactsRequests { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleListInviteByEmails { listInviteByEmails { items { id } } }"): (typeof documents)["query PeopleListInviteByEmails { listInviteByEmails { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleDeleteInviteByEmail($id: ID) { deleteInviteByEmail(input: { id: $id }) }"): (typeof documents)["mutation PeopleDeleteInviteByEmail($id: ID) { deleteInviteByEmail(input: { id: $id }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleCreateUserNote($u: ID, $c: String) { createUserNote(input: { user_note_id: $u, content: $c }) { id content } }"): (typeof documents)["mutation PeopleCreateUserNote($u: ID, $c: String) { createUserNote(input: { user_note_id: $u, content: $c }) { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleUpdateUserNote($id: ID, $c: String) { updateUserNote(input: { id: $id, content: $c }) { content } }"): (typeof documents)["mutation PeopleUpdateUserNote($id: ID, $c: String) { updateUserNote(input: { id: $id, content: $c }) { content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleUserNote($w: ID, $u: ID) { userNote(user_id: $w, user_note_id: $u) { items { content } } }"): (typeof documents)["query PeopleUserNote($w: ID, $u: ID) { userNote(user_id: $w, user_note_id: $u) { items { content } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name } } }"): (typeof documents)["query PeopleRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { room_id role } }"): (typeof documents)["mutation PeopleJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { room_id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleRegenerateRoomCode($id: ID) { regenerateRoomCode(input: { room_id: $id }) { musubiCode } }"): (typeof documents)["mutation PeopleRegenerateRoomCode($id: ID) { regenerateRoomCode(input: { room_id: $id }) { musubiCode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomInvitesCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }"): (typeof documents)["mutation RoomInvitesCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomInvitesListRoomInvites($room_id: ID!) { listRoomInvites(room_id: $room_id) { items { id email role user_id inviter { id name } } } }"): (typeof documents)["query RoomInvitesListRoomInvites($room_id: ID!) { listRoomInvites(room_id: $room_id) { items { id email role user_id inviter { id name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomInvitesRevokeRoomInvite($id: ID) { revokeRoomInvite(input: { id: $id }) }"): (typeof documents)["mutation RoomInvitesRevokeRoomInvite($id: ID) { revokeRoomInvite(input: { id: $id }) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomInvitesInviteByToken($token: String) { inviteByToken(token: $token) { status type email inviterName roomName hasAccount } }"): (typeof documents)["query RoomInvitesInviteByToken($token: String) { inviteByToken(token: $token) { status type email inviterName roomName hasAccount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomInvitesUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id } }"): (typeof documents)["mutation RoomInvitesUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomInvitesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation RoomInvitesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomInvitesGetRoomList { getRoomList(limit: 100) { items { id kind directPartner { id name } } } }"): (typeof documents)["query RoomInvitesGetRoomList { getRoomList(limit: 100) { items { id kind directPartner { id name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomInvitesGetRoom($id: ID!) { getRoom(id: $id) { directPartner { id } } }"): (typeof documents)["query RoomInvitesGetRoom($id: ID!) { getRoom(id: $id) { directPartner { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MissedMailUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes } }"): (typeof documents)["mutation MissedMailUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MissedMailUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { id } }"): (typeof documents)["mutation MissedMailUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MissedMailCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation MissedMailCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MissedMailDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }"): (typeof documents)["mutation MissedMailDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushRegisterPushDevice($input: RegisterPushDeviceInput!) { registerPushDevice(input: $input) { id current userAgent } }"): (typeof documents)["mutation PushRegisterPushDevice($input: RegisterPushDeviceInput!) { registerPushDevice(input: $input) { id current userAgent } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushPushDevices { pushDevices { id current lastUsedAt } }"): (typeof documents)["query PushPushDevices { pushDevices { id current lastUsedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushPushPublicKey { pushPublicKey }"): (typeof documents)["query PushPushPublicKey { pushPublicKey }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }"): (typeof documents)["mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushUpdateLanguage { updateLanguage(language: \"en\") { language } }"): (typeof documents)["mutation PushUpdateLanguage { updateLanguage(language: \"en\") { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushSignOut { signOut }"): (typeof documents)["mutation PushSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation PushCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushSetRoomNotificationLevel($r: ID!, $l: NotificationLevel!) { setRoomNotificationLevel(room_id: $r, level: $l) }"): (typeof documents)["mutation PushSetRoomNotificationLevel($r: ID!, $l: NotificationLevel!) { setRoomNotificationLevel(room_id: $r, level: $l) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }"): (typeof documents)["query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { quietFrom } }"): (typeof documents)["mutation PushUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { quietFrom } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PushUpdateNotificationSettings2($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes quietFrom quietTo } }"): (typeof documents)["mutation PushUpdateNotificationSettings2($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes quietFrom quietTo } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushNotificationSettings { notificationSettings { mailDelayMinutes } }"): (typeof documents)["query PushNotificationSettings { notificationSettings { mailDelayMinutes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushNotificationSettings2 { notificationSettings { mailDelayMinutes quietFrom quietTo } }"): (typeof documents)["query PushNotificationSettings2 { notificationSettings { mailDelayMinutes quietFrom quietTo } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsGetRoomList { getRoomList { items { id name kind totalUser countUser last_seq musubiCode overview image } } }"): (typeof documents)["query RoomsGetRoomList { getRoomList { items { id name kind totalUser countUser last_seq musubiCode overview image } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsViewerCan($room_id: ID!) { userRoom(room_id: $room_id, limit: 10) { items { user_id viewerCan { post editBoards uploadFiles manageMembers editRoomInfo moderateMessages removeBoards removeRoom } } } }"): (typeof documents)["query RoomsViewerCan($room_id: ID!) { userRoom(room_id: $room_id, limit: 10) { items { user_id viewerCan { post editBoards uploadFiles manageMembers editRoomInfo moderateMessages removeBoards removeRoom } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { id } }"): (typeof documents)["mutation RoomsJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }"): (typeof documents)["mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsGetRoom($id: ID!) { getRoom(id: $id) { id } }"): (typeof documents)["query RoomsGetRoom($id: ID!) { getRoom(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsGetRoomDetail($id: ID!) { getRoomDetail(id: $id) { id } }"): (typeof documents)["query RoomsGetRoomDetail($id: ID!) { getRoomDetail(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsUserRoom($r: ID!) { userRoom(room_id: $r) { items { id } } }"): (typeof documents)["query RoomsUserRoom($r: ID!) { userRoom(room_id: $r) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }"): (typeof documents)["mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCreateFolder { createFolder(input: { name: \"取引先\" }) { id name created_user_id } }"): (typeof documents)["mutation RoomsCreateFolder { createFolder(input: { name: \"取引先\" }) { id name created_user_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCreateFolder2 { createFolder(input: { name: \"\" }) { id } }"): (typeof documents)["mutation RoomsCreateFolder2 { createFolder(input: { name: \"\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsGetRoomList2 { getRoomList { items { id } } }"): (typeof documents)["query RoomsGetRoomList2 { getRoomList { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id folder_id favorite archived } }"): (typeof documents)["mutation RoomsUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id folder_id favorite archived } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsFoldersByDate($u: ID!) { foldersByDate(created_user_id: $u) { items { id } } }"): (typeof documents)["query RoomsFoldersByDate($u: ID!) { foldersByDate(created_user_id: $u) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { id } }"): (typeof documents)["mutation RoomsUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoomsFoldersByDate2($u: ID!) { foldersByDate(created_user_id: $u) { items { id name rooms { items { id } } } } }"): (typeof documents)["query RoomsFoldersByDate2($u: ID!) { foldersByDate(created_user_id: $u) { items { id name rooms { items { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCustomDeleteFolder($i: DeleteFolderInput!) { customDeleteFolder(input: $i) { id } }"): (typeof documents)["mutation RoomsCustomDeleteFolder($i: DeleteFolderInput!) { customDeleteFolder(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCustomUpdateCountUserOnRoom($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { id } }"): (typeof documents)["mutation RoomsCustomUpdateCountUserOnRoom($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsCustomUpdateCountUserOnRoom2($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { totalUser countUser } }"): (typeof documents)["mutation RoomsCustomUpdateCountUserOnRoom2($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { totalUser countUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RoomsUpdateTotalMemberUserRoom($i: RoomCountsInput!) { updateTotalMemberUserRoom(input: $i) { user_id total_member } }"): (typeof documents)["mutation RoomsUpdateTotalMemberUserRoom($i: RoomCountsInput!) { updateTotalMemberUserRoom(input: $i) { user_id total_member } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagsListTags($filter: TagFilterInput) { listTags(filter: $filter) { items { id name color type room_id } nextToken } }"): (typeof documents)["query TagsListTags($filter: TagFilterInput) { listTags(filter: $filter) { items { id name color type room_id } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id name color type room_id } }"): (typeof documents)["mutation TagsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id name color type room_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagsTagByColor { tagByColor(color: \"#abc\") { items { id } } }"): (typeof documents)["query TagsTagByColor { tagByColor(color: \"#abc\") { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagsTagByType($room_id: ID!) { tagByType(room_id: $room_id, type: 1) { items { id } } }"): (typeof documents)["query TagsTagByType($room_id: ID!) { tagByType(room_id: $room_id, type: 1) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagsUpdateTag($id: ID!) { updateTag(input: { id: $id, color: \"#112233\" }) { color name } }"): (typeof documents)["mutation TagsUpdateTag($id: ID!) { updateTag(input: { id: $id, color: \"#112233\" }) { color name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }"): (typeof documents)["mutation TagsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagsGetTag($id: ID!) { getTag(id: $id) { id } }"): (typeof documents)["query TagsGetTag($id: ID!) { getTag(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagsUpdateTag2($id: ID!, $color: String!) { updateTag(input: { id: $id, color: $color }) { color } }"): (typeof documents)["mutation TagsUpdateTag2($id: ID!, $color: String!) { updateTag(input: { id: $id, color: $color }) { color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagsGetTag2($id: ID!) { getTag(id: $id) { color } }"): (typeof documents)["query TagsGetTag2($id: ID!) { getTag(id: $id) { color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagsUpdateTag3($id: ID!) { updateTag(input: { id: $id, name: \"要確認\", color: \"#ff0000\" }) { id } }"): (typeof documents)["mutation TagsUpdateTag3($id: ID!) { updateTag(input: { id: $id, name: \"要確認\", color: \"#ff0000\" }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TemplatesCloneTemplateBoard($input: CloneTemplateBoardInput!) {\n  cloneTemplateBoard(input: $input) { room_id boards { id name color order is_done tasks { items { name status } } } }\n}"): (typeof documents)["mutation TemplatesCloneTemplateBoard($input: CloneTemplateBoardInput!) {\n  cloneTemplateBoard(input: $input) { room_id boards { id name color order is_done tasks { items { name status } } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TemplatesListTemplateByDate { listTemplateByDate(type: 3) { items { id name type boards } } }"): (typeof documents)["query TemplatesListTemplateByDate { listTemplateByDate(type: 3) { items { id name type boards } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TemplatesCreateTemplate($room_id: ID!) { createTemplate(input: { room_id: $room_id, name: \"私の型\" }) { id type boards } }"): (typeof documents)["mutation TemplatesCreateTemplate($room_id: ID!) { createTemplate(input: { room_id: $room_id, name: \"私の型\" }) { id type boards } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TemplatesListsTemplateByUser($user_created_id: ID!) { listsTemplateByUser(user_created_id: $user_created_id) { items { id } } }"): (typeof documents)["query TemplatesListsTemplateByUser($user_created_id: ID!) { listsTemplateByUser(user_created_id: $user_created_id) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TemplatesListTemplates { listTemplates(filter: { mode: 1 }) { items { id } } }"): (typeof documents)["query TemplatesListTemplates { listTemplates(filter: { mode: 1 }) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TemplatesListTemplates2 { listTemplates { items { id } } }"): (typeof documents)["query TemplatesListTemplates2 { listTemplates { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TemplatesDelTemplate($id: ID!) { DelTemplate(id: $id) { id } }"): (typeof documents)["mutation TemplatesDelTemplate($id: ID!) { DelTemplate(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TemplatesUpdateTemplate($id: ID!) { updateTemplate(input: { id: $id, name: \"改名\" }) { name } }"): (typeof documents)["mutation TemplatesUpdateTemplate($id: ID!) { updateTemplate(input: { id: $id, name: \"改名\" }) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersUpdateLanguage($language: String!) { updateLanguage(language: $language) { id language } }"): (typeof documents)["mutation UsersUpdateLanguage($language: String!) { updateLanguage(language: $language) { id language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersMyLanguage { getUserDetail { id language } }"): (typeof documents)["query UsersMyLanguage { getUserDetail { id language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersTheirLanguage($id: ID) { getProfile(id: $id) { id language } }"): (typeof documents)["query UsersTheirLanguage($id: ID) { getProfile(id: $id) { id language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription UsersOnUpdateViewer { onUpdateViewer { id language } }"): (typeof documents)["subscription UsersOnUpdateViewer { onUpdateViewer { id language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersLanguageGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id } }"): (typeof documents)["query UsersLanguageGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersLanguageContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }"): (typeof documents)["mutation UsersLanguageContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersLanguageNotifications { customGetNotifications { items { content } } }"): (typeof documents)["query UsersLanguageNotifications { customGetNotifications { items { content } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url webhook { id name room_id bot_user_id lastUsedAt } } }"): (typeof documents)["mutation HooksCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url webhook { id name room_id bot_user_id lastUsedAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HooksIncomingWebhooks($r: ID!) { incomingWebhooks(room_id: $r) { id name lastUsedAt image } }"): (typeof documents)["query HooksIncomingWebhooks($r: ID!) { incomingWebhooks(room_id: $r) { id name lastUsedAt image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksRevokeIncomingWebhook($id: ID!) { revokeIncomingWebhook(id: $id) }"): (typeof documents)["mutation HooksRevokeIncomingWebhook($id: ID!) { revokeIncomingWebhook(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HooksMessage($id: ID!) { customGetMessage(id: $id) { content user_id user { name isBot image } } }"): (typeof documents)["query HooksMessage($id: ID!) { customGetMessage(id: $id) { content user_id user { name isBot image } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation HooksDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription HooksOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id } }"): (typeof documents)["subscription HooksOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksCreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) { createOutgoingWebhook(input: $input) { token webhook { id url events user_id } } }"): (typeof documents)["mutation HooksCreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) { createOutgoingWebhook(input: $input) { token webhook { id url events user_id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HooksOutgoingWebhooks($r: ID!) { outgoingWebhooks(room_id: $r) { id url events } }"): (typeof documents)["query HooksOutgoingWebhooks($r: ID!) { outgoingWebhooks(room_id: $r) { id url events } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HooksWebhookDeliveries($w: ID!) { webhookDeliveries(webhook_id: $w) { event_type state attempts response_status error deliveredAt } }"): (typeof documents)["query HooksWebhookDeliveries($w: ID!) { webhookDeliveries(webhook_id: $w) { event_type state attempts response_status error deliveredAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksRevokeOutgoingWebhook($id: ID!) { revokeOutgoingWebhook(id: $id) }"): (typeof documents)["mutation HooksRevokeOutgoingWebhook($id: ID!) { revokeOutgoingWebhook(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksCreateMentionWebhook($input: CreateMentionWebhookInput!) { createMentionWebhook(input: $input) { token webhook { id url createdAt } } }"): (typeof documents)["mutation HooksCreateMentionWebhook($input: CreateMentionWebhookInput!) { createMentionWebhook(input: $input) { token webhook { id url createdAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HooksMentionWebhooks { mentionWebhooks { id url } }"): (typeof documents)["query HooksMentionWebhooks { mentionWebhooks { id url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksRevokeMentionWebhook($id: ID!) { revokeMentionWebhook(id: $id) }"): (typeof documents)["mutation HooksRevokeMentionWebhook($id: ID!) { revokeMentionWebhook(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HooksRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation HooksRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"): (typeof documents)["mutation BudgetCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BudgetCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url } }"): (typeof documents)["mutation BudgetCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id name kind totalUser countUser last_seq musubiCode overview image } }"): (typeof documents)["mutation ChatAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id name kind totalUser countUser last_seq musubiCode overview image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatCustomCreateUserRoom($input: CreateUserRoomInput!) { customCreateUserRoom(input: $input) { id role } }"): (typeof documents)["mutation ChatCustomCreateUserRoom($input: CreateUserRoomInput!) { customCreateUserRoom(input: $input) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"): (typeof documents)["mutation ChatCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id role unread_messages unread_mentions last_read_seq last_message total_member } } }"): (typeof documents)["query ChatUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id role unread_messages unread_mentions last_read_seq last_message total_member } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BackupCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, sortDirection: \"ASC\") { items { client_key seq } } }"): (typeof documents)["query BackupCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, sortDirection: \"ASC\") { items { client_key seq } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ClusterFailoverChanges($room_id: ID!, $afterSeq: Int!) {\n  onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) { id change_seq client_key }\n}"): (typeof documents)["subscription ClusterFailoverChanges($room_id: ID!, $afterSeq: Int!) {\n  onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) { id change_seq client_key }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MultinodeSignUp($input: SignUpInput!) { signUp(input: $input) { isSignUpComplete } }"): (typeof documents)["mutation MultinodeSignUp($input: SignUpInput!) { signUp(input: $input) { isSignUpComplete } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MultinodeCaptchaChallenge { captchaChallenge }"): (typeof documents)["query MultinodeCaptchaChallenge { captchaChallenge }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MultinodeCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 1) { items { seq } } }"): (typeof documents)["query MultinodeCustomGetMessagesByRoom($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 1) { items { seq } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClusterSupportCustomGetMessagesByRoom($room_id: ID!, $afterSeq: Int, $nextToken: String) {\n  customGetMessagesByRoom(room_id: $room_id, afterSeq: $afterSeq, nextToken: $nextToken, limit: 100) {\n    items { id seq content client_key } nextToken\n  }\n}"): (typeof documents)["query ClusterSupportCustomGetMessagesByRoom($room_id: ID!, $afterSeq: Int, $nextToken: String) {\n  customGetMessagesByRoom(room_id: $room_id, afterSeq: $afterSeq, nextToken: $nextToken, limit: 100) {\n    items { id seq content client_key } nextToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClusterSupportAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }"): (typeof documents)["mutation ClusterSupportAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ClusterSupportOnCreateMessage($room_id: ID!) { onCreateMessage(room_id: $room_id) { id seq content client_key } }"): (typeof documents)["subscription ClusterSupportOnCreateMessage($room_id: ID!) { onCreateMessage(room_id: $room_id) { id seq content client_key } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompressionCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"): (typeof documents)["mutation CompressionCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HarnessCaptchaChallenge { captchaChallenge }"): (typeof documents)["query HarnessCaptchaChallenge { captchaChallenge }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HarnessSignUp($input: SignUpInput!) {\n  signUp(input: $input) { isSignUpComplete userId nextStep { signUpStep } }\n}"): (typeof documents)["mutation HarnessSignUp($input: SignUpInput!) {\n  signUp(input: $input) { isSignUpComplete userId nextStep { signUpStep } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HarnessSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn nextStep { signInStep } } }"): (typeof documents)["mutation HarnessSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn nextStep { signInStep } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HarnessConfirmSignUp($code: String) { confirmSignUp(code: $code) }"): (typeof documents)["mutation HarnessConfirmSignUp($code: String) { confirmSignUp(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveGapRooms($u: ID!) { listUserRoomByUser(user_id: $u) { liveMark items { room_id unread_messages } } }"): (typeof documents)["query LiveGapRooms($u: ID!) { listUserRoomByUser(user_id: $u) { liveMark items { room_id unread_messages } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveGapOnRooms($u: ID!, $after: String) { onUpdateUserRoom(user_id: $u, after: $after) { id room_id unread_messages } }"): (typeof documents)["subscription LiveGapOnRooms($u: ID!, $after: String) { onUpdateUserRoom(user_id: $u, after: $after) { id room_id unread_messages } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveGapNotifications { customGetNotifications(limit: 30) { liveMark items { id } } }"): (typeof documents)["query LiveGapNotifications { customGetNotifications(limit: 30) { liveMark items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveGapOnNotifications($u: ID!, $after: String) { onCreateNotification(user_id: $u, after: $after) { id room_id status } }"): (typeof documents)["subscription LiveGapOnNotifications($u: ID!, $after: String) { onCreateNotification(user_id: $u, after: $after) { id room_id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveGapDrafts { getDraftMessages { liveMark drafts { room_id draft version } } }"): (typeof documents)["query LiveGapDrafts { getDraftMessages { liveMark drafts { room_id draft version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveGapSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id } }"): (typeof documents)["mutation LiveGapSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveGapOnDrafts($u: ID!, $after: String) { onDraftMessage(user_id: $u, after: $after) { id room_id draft version } }"): (typeof documents)["subscription LiveGapOnDrafts($u: ID!, $after: String) { onDraftMessage(user_id: $u, after: $after) { id room_id draft version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveGapBoards($r: ID!) { listBoardsByRoom(room_id: $r) { liveMark items { id } } }"): (typeof documents)["query LiveGapBoards($r: ID!) { listBoardsByRoom(room_id: $r) { liveMark items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveGapOnTasks($r: ID!, $after: String) { onUpdateOrderTask(room_id: $r, after: $after) { action board_id tasks { id } } }"): (typeof documents)["subscription LiveGapOnTasks($r: ID!, $after: String) { onUpdateOrderTask(room_id: $r, after: $after) { action board_id tasks { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveGapOnBoards($r: ID!, $after: String) { onUpdateBoard(room_id: $r, after: $after) { action board_id } }"): (typeof documents)["subscription LiveGapOnBoards($r: ID!, $after: String) { onUpdateBoard(room_id: $r, after: $after) { action board_id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveGapAddBoard($i: CreateBoardByRoomInput!) { createBoardByRoom(input: $i) { id } }"): (typeof documents)["mutation LiveGapAddBoard($i: CreateBoardByRoomInput!) { createBoardByRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveGapAddTask($i: CreateTaskByBoardInput!) { createTaskByBoard(input: $i) { id } }"): (typeof documents)["mutation LiveGapAddTask($i: CreateTaskByBoardInput!) { createTaskByBoard(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LiveGapRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation LiveGapRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"): (typeof documents)["mutation MailLanguageUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }"): (typeof documents)["mutation MailLanguageCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLanguageResetPassword($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation MailLanguageResetPassword($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsRoomList { getRoomList(limit: 100) { items { id name userCreated { id name image email } directPartner { id } users(limit: 5) { items { id role user { id name image email } room { id } } nextToken } } } }"): (typeof documents)["query QueryCountsRoomList { getRoomList(limit: 100) { items { id name userCreated { id name image email } directPartner { id } users(limit: 5) { items { id role user { id name image email } room { id } } nextToken } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsSideBar($u: ID!) { listUserRoomByUser(user_id: $u, limit: 100) { items { id user { id name image email } folder { id name } room { id name directPartner { id } userCreated { id } } } } }"): (typeof documents)["query QueryCountsSideBar($u: ID!) { listUserRoomByUser(user_id: $u, limit: 100) { items { id user { id name image email } folder { id name } room { id name directPartner { id } userCreated { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsFolders($u: ID!) { foldersByDate(created_user_id: $u, limit: 100) { items { id rooms(limit: 10) { items { id room { id name } } } } } }"): (typeof documents)["query QueryCountsFolders($u: ID!) { foldersByDate(created_user_id: $u, limit: 100) { items { id rooms(limit: 10) { items { id room { id name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsMembers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id role accountNumber user { id name image email } room { id userCreated { id } } } } }"): (typeof documents)["query QueryCountsMembers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id role accountNumber user { id name image email } room { id userCreated { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsMessages($r: ID!) { customGetMessagesByRoom(room_id: $r, limit: 100) { items { id user { id name image email } room { id } emotions { user_id emotion } files { items { id url userCreated { id } } } } } }"): (typeof documents)["query QueryCountsMessages($r: ID!) { customGetMessagesByRoom(room_id: $r, limit: 100) { items { id user { id name image email } room { id } emotions { user_id emotion } files { items { id url userCreated { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsNotifications { customGetNotifications(limit: 100) { items { id user_created { id name image email } } } }"): (typeof documents)["query QueryCountsNotifications { customGetNotifications(limit: 100) { items { id user_created { id name image email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsBoards($r: ID!) { listBoardsByRoom(room_id: $r, limit: 40) { items { id user { id } userManage { id } room { id }\n          tasks(limit: 40) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n            checklistProgress { done total } } } } } }"): (typeof documents)["query QueryCountsBoards($r: ID!) { listBoardsByRoom(room_id: $r, limit: 40) { items { id user { id } userManage { id } room { id }\n          tasks(limit: 40) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n            checklistProgress { done total } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsBoardTasks($b: ID!) { getBoard(id: $b) { id tasks(limit: 100) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n          checklistProgress { done total } checklists { id items { id userAssignee { id } } } } } } }"): (typeof documents)["query QueryCountsBoardTasks($b: ID!) { getBoard(id: $b) { id tasks(limit: 100) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }\n          checklistProgress { done total } checklists { id items { id userAssignee { id } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsListTasks($r: ID!) { listTasks(filter: { room_id: $r, text: \"タスク\" }) { items { id board_id order\n          usersAssignee { id name image email } tags { id name color } files { file_id } checklistProgress { done total } } } }"): (typeof documents)["query QueryCountsListTasks($r: ID!) { listTasks(filter: { room_id: $r, text: \"タスク\" }) { items { id board_id order\n          usersAssignee { id name image email } tags { id name color } files { file_id } checklistProgress { done total } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsContacts { listContacts(limit: 100) { items { id name image email } }\n           received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) { items { id request_user { id name image email } user { id } } } }"): (typeof documents)["query QueryCountsContacts { listContacts(limit: 100) { items { id name image email } }\n           received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) { items { id request_user { id name image email } user { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsSearch { searchMessages(content: \"探し物\", limit: 100) { items { id room { id name } user { id name image email } } } }"): (typeof documents)["query QueryCountsSearch { searchMessages(content: \"探し物\", limit: 100) { items { id room { id name } user { id name image email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsUserRoom($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id } } }"): (typeof documents)["query QueryCountsUserRoom($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsGetRoomList { getRoomList(limit: 100) { items { id users(limit: 7) { items { id } nextToken } } } }"): (typeof documents)["query QueryCountsGetRoomList { getRoomList(limit: 100) { items { id users(limit: 7) { items { id } nextToken } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsGetRoom($r: ID!, $t: String) { getRoom(id: $r) { users(limit: 100, nextToken: $t) { items { id } nextToken } } }"): (typeof documents)["query QueryCountsGetRoom($r: ID!, $t: String) { getRoom(id: $r) { users(limit: 100, nextToken: $t) { items { id } nextToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsListBoardsByRoom($r: ID!) { listBoardsByRoom(room_id: $r, limit: 100) { items { id tasks(limit: 12) { items { name } nextToken } } } }"): (typeof documents)["query QueryCountsListBoardsByRoom($r: ID!) { listBoardsByRoom(room_id: $r, limit: 100) { items { id tasks(limit: 12) { items { name } nextToken } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsGetBoard($b: ID!, $t: String) { getBoard(id: $b) { tasks(limit: 12, nextToken: $t) { items { name } nextToken } } }"): (typeof documents)["query QueryCountsGetBoard($b: ID!, $t: String) { getBoard(id: $b) { tasks(limit: 12, nextToken: $t) { items { name } nextToken } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueryCountsRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name users { items { id } } } } }"): (typeof documents)["query QueryCountsRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name users { items { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueryCountsPost($input: CreateMessageInput!) { createMessageByRole(input: $input) { id emotions { user_id } files { items { id } } user { id } } }"): (typeof documents)["mutation QueryCountsPost($input: CreateMessageInput!) { createMessageByRole(input: $input) { id emotions { user_id } files { items { id } } user { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueryCountsPostFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }"): (typeof documents)["mutation QueryCountsPostFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QueryCountsMarkRead($input: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $input) { unread_messages last_read_seq } }"): (typeof documents)["mutation QueryCountsMarkRead($input: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $input) { unread_messages last_read_seq } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CatchUpOnMessageChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content change_seq deletedAt } }"): (typeof documents)["subscription CatchUpOnMessageChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content change_seq deletedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatchUpUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }"): (typeof documents)["mutation CatchUpUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatchUpDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }"): (typeof documents)["mutation CatchUpDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevicesList {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query DevicesList {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DevicesEnd($id: ID) { endSignedInDevice(id: $id) }"): (typeof documents)["mutation DevicesEnd($id: ID) { endSignedInDevice(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesMe { getUserDetail { id } }"): (typeof documents)["query DevicesMe { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DevicesOnSessionEnd { onSessionEnd { reason } }"): (typeof documents)["subscription DevicesOnSessionEnd { onSessionEnd { reason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DevicesSignOut { signOut }"): (typeof documents)["mutation DevicesSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"): (typeof documents)["mutation EmailChangeSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }"): (typeof documents)["mutation EmailChangeVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeUndoEmailChange($t: String) { undoEmailChange(token: $t) }"): (typeof documents)["mutation EmailChangeUndoEmailChange($t: String) { undoEmailChange(token: $t) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeSetPasswordAfterEmailUndo($i: SetPasswordAfterEmailUndoInput!) { setPasswordAfterEmailUndo(input: $i) }"): (typeof documents)["mutation EmailChangeSetPasswordAfterEmailUndo($i: SetPasswordAfterEmailUndoInput!) { setPasswordAfterEmailUndo(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeUpdatePassword($o: String, $n: String) { updatePassword(oldPassword: $o, newPassword: $n) }"): (typeof documents)["mutation EmailChangeUpdatePassword($o: String, $n: String) { updatePassword(oldPassword: $o, newPassword: $n) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeResetPassword($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation EmailChangeResetPassword($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailChangeGetUserDetail { getUserDetail { id } }"): (typeof documents)["query EmailChangeGetUserDetail { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"): (typeof documents)["mutation EmailChangeConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeResetPassword2($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation EmailChangeResetPassword2($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeConfirmResetPassword2($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"): (typeof documents)["mutation EmailChangeConfirmResetPassword2($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FuzzCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"): (typeof documents)["mutation FuzzCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id role } }"): (typeof documents)["mutation InvitationsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsUpdateUserContactJoinRoom($i: RedeemInviteInput!) { updateUserContactJoinRoom(input: $i) { id role } }"): (typeof documents)["mutation InvitationsUpdateUserContactJoinRoom($i: RedeemInviteInput!) { updateUserContactJoinRoom(input: $i) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitationsListRoomInvites($r: ID!) { listRoomInvites(room_id: $r) { items { id email role user_id } } }"): (typeof documents)["query InvitationsListRoomInvites($r: ID!) { listRoomInvites(room_id: $r) { items { id email role user_id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsDeleteInviteByEmail($i: DeleteInviteByEmailInput!) { deleteInviteByEmail(input: $i) }"): (typeof documents)["mutation InvitationsDeleteInviteByEmail($i: DeleteInviteByEmailInput!) { deleteInviteByEmail(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }"): (typeof documents)["mutation InvitationsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitationsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"): (typeof documents)["mutation InvitationsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoadSheddingAddRoom($name: String!) { addRoom(input: { name: $name }) { id } }"): (typeof documents)["mutation LoadSheddingAddRoom($name: String!) { addRoom(input: { name: $name }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLimitsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }"): (typeof documents)["mutation MailLimitsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLimitsResetPassword($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation MailLimitsResetPassword($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLimitsResendSignUpCode { resendSignUpCode }"): (typeof documents)["mutation MailLimitsResendSignUpCode { resendSignUpCode }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLimitsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"): (typeof documents)["mutation MailLimitsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLimitsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }"): (typeof documents)["mutation MailLimitsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MailLimitsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"): (typeof documents)["mutation MailLimitsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MalformedInputCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"): (typeof documents)["mutation MalformedInputCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoStallsMembers($id: ID!) {\n    getRoom(id: $id) { users(limit: 100) { items { id user_id role } } }\n  }\n"): (typeof documents)["\n  query NoStallsMembers($id: ID!) {\n    getRoom(id: $id) { users(limit: 100) { items { id user_id role } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoStallsUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) { id name image description overview public }\n  }\n"): (typeof documents)["\n  mutation NoStallsUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) { id name image description overview public }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoStallsFindUsers($search: String) {\n    a0: findUsers(search: $search, limit: 100) { items { id name } }\n    a1: findUsers(search: $search, limit: 100) { items { id name } }\n    a2: findUsers(search: $search, limit: 100) { items { id name } }\n    a3: findUsers(search: $search, limit: 100) { items { id name } }\n    a4: findUsers(search: $search, limit: 100) { items { id name } }\n    a5: findUsers(search: $search, limit: 100) { items { id name } }\n    a6: findUsers(search: $search, limit: 100) { items { id name } }\n    a7: findUsers(search: $search, limit: 100) { items { id name } }\n    a8: findUsers(search: $search, limit: 100) { items { id name } }\n    a9: findUsers(search: $search, limit: 100) { items { id name } }\n  }\n"): (typeof documents)["\n  query NoStallsFindUsers($search: String) {\n    a0: findUsers(search: $search, limit: 100) { items { id name } }\n    a1: findUsers(search: $search, limit: 100) { items { id name } }\n    a2: findUsers(search: $search, limit: 100) { items { id name } }\n    a3: findUsers(search: $search, limit: 100) { items { id name } }\n    a4: findUsers(search: $search, limit: 100) { items { id name } }\n    a5: findUsers(search: $search, limit: 100) { items { id name } }\n    a6: findUsers(search: $search, limit: 100) { items { id name } }\n    a7: findUsers(search: $search, limit: 100) { items { id name } }\n    a8: findUsers(search: $search, limit: 100) { items { id name } }\n    a9: findUsers(search: $search, limit: 100) { items { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasskeysList { passkeys { id name createdAt lastUsedAt } }"): (typeof documents)["query PasskeysList { passkeys { id name createdAt lastUsedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysBeginRegistration { beginPasskeyRegistration }"): (typeof documents)["mutation PasskeysBeginRegistration { beginPasskeyRegistration }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysFinishRegistration($input: FinishPasskeyRegistrationInput!) {\n  finishPasskeyRegistration(input: $input) { id name createdAt lastUsedAt }\n}"): (typeof documents)["mutation PasskeysFinishRegistration($input: FinishPasskeyRegistrationInput!) {\n  finishPasskeyRegistration(input: $input) { id name createdAt lastUsedAt }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysInEnglish { updateLanguage(language: \"en\") { language } }"): (typeof documents)["mutation PasskeysInEnglish { updateLanguage(language: \"en\") { language } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysRename($input: RenamePasskeyInput!) { renamePasskey(input: $input) { id name } }"): (typeof documents)["mutation PasskeysRename($input: RenamePasskeyInput!) { renamePasskey(input: $input) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysRemove($input: RemovePasskeyInput!) { removePasskey(input: $input) }"): (typeof documents)["mutation PasskeysRemove($input: RemovePasskeyInput!) { removePasskey(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysBeginSignIn { beginPasskeySignIn }"): (typeof documents)["mutation PasskeysBeginSignIn { beginPasskeySignIn }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysSignIn($response: JSON) { signInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } } }"): (typeof documents)["mutation PasskeysSignIn($response: JSON) { signInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasskeysMe { getUserDetail { id } }"): (typeof documents)["query PasskeysMe { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysTotpBegin { beginTotpSetup { secret } }"): (typeof documents)["mutation PasskeysTotpBegin { beginTotpSetup { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysTotpConfirm($code: String) { confirmTotpSetup(code: $code) }"): (typeof documents)["mutation PasskeysTotpConfirm($code: String) { confirmTotpSetup(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysBeginSecondStep { beginPasskeySecondStep }"): (typeof documents)["mutation PasskeysBeginSecondStep { beginPasskeySecondStep }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PasskeysConfirmSignIn($response: JSON) {\n  confirmSignInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } }\n}"): (typeof documents)["mutation PasskeysConfirmSignIn($response: JSON) {\n  confirmSignInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PicturesUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }"): (typeof documents)["mutation PicturesUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PicturesCustomUpdateRoomInfo($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id image } }"): (typeof documents)["mutation PicturesCustomUpdateRoomInfo($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PicturesAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }"): (typeof documents)["mutation PicturesAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PicturesGetProfile($id: ID) { getProfile(id: $id) { image } }"): (typeof documents)["query PicturesGetProfile($id: ID) { getProfile(id: $id) { image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PicturesGetRoom($id: ID!) { getRoom(id: $id) { image } }"): (typeof documents)["query PicturesGetRoom($id: ID!) { getRoom(id: $id) { image } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuietEdgesFindUsers($search: String) { findUsers(search: $search) { items { id name isAdmin } nextToken } }"): (typeof documents)["query QuietEdgesFindUsers($search: String) { findUsers(search: $search) { items { id name isAdmin } nextToken } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuietEdgesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }"): (typeof documents)["mutation QuietEdgesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuietEdgesGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { isAdmin } }"): (typeof documents)["query QuietEdgesGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { isAdmin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuietEdgesGetUserDetail { getUserDetail { isAdmin } }"): (typeof documents)["query QuietEdgesGetUserDetail { getUserDetail { isAdmin } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuietEdgesCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"): (typeof documents)["mutation QuietEdgesCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuietEdgesUpdateTag($input: UpdateTagInput!) { updateTag(input: $input) { id } }"): (typeof documents)["mutation QuietEdgesUpdateTag($input: UpdateTagInput!) { updateTag(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuietEdgesDeleteTag($input: DeleteTagInput!) { deleteTag(input: $input) { id } }"): (typeof documents)["mutation QuietEdgesDeleteTag($input: DeleteTagInput!) { deleteTag(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuietEdgesSignUp($input: SignUpInput!) { signUp(input: $input) { userId } }"): (typeof documents)["mutation QuietEdgesSignUp($input: SignUpInput!) { signUp(input: $input) { userId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SessionSocketsOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content } }"): (typeof documents)["subscription SessionSocketsOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SessionSocketsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id content } }"): (typeof documents)["subscription SessionSocketsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id content } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SessionSocketsOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }"): (typeof documents)["subscription SessionSocketsOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SessionSocketsOnSessionEnd { onSessionEnd { reason } }"): (typeof documents)["subscription SessionSocketsOnSessionEnd { onSessionEnd { reason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsSignOut { signOut }"): (typeof documents)["mutation SessionSocketsSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsSignOut2 { signOut(global: true) }"): (typeof documents)["mutation SessionSocketsSignOut2 { signOut(global: true) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsUpdatePassword { updatePassword(oldPassword: \"password123\", newPassword: \"changed456\") }"): (typeof documents)["mutation SessionSocketsUpdatePassword { updatePassword(oldPassword: \"password123\", newPassword: \"changed456\") }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsResetPassword($e: String) { resetPassword(email: $e) }"): (typeof documents)["mutation SessionSocketsResetPassword($e: String) { resetPassword(email: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"): (typeof documents)["mutation SessionSocketsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"): (typeof documents)["mutation SessionSocketsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { id } }"): (typeof documents)["mutation SessionSocketsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionSocketsGetUserDetail { getUserDetail { id } }"): (typeof documents)["query SessionSocketsGetUserDetail { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }"): (typeof documents)["mutation SessionSocketsChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignInLockoutGetUserDetail { getUserDetail { id } }"): (typeof documents)["query SignInLockoutGetUserDetail { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUpVerificationConfirmSignUp($c: String) { confirmSignUp(code: $c) }"): (typeof documents)["mutation SignUpVerificationConfirmSignUp($c: String) { confirmSignUp(code: $c) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUpVerificationResendSignUpCode { resendSignUpCode }"): (typeof documents)["mutation SignUpVerificationResendSignUpCode { resendSignUpCode }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignUpVerificationGetUserDetail { getUserDetail { status } }"): (typeof documents)["query SignUpVerificationGetUserDetail { getUserDetail { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUpVerificationSignOut { signOut }"): (typeof documents)["mutation SignUpVerificationSignOut { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignUpVerificationGetUserDetail2 { getUserDetail { id } }"): (typeof documents)["query SignUpVerificationGetUserDetail2 { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUpVerificationCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }"): (typeof documents)["mutation SignUpVerificationCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignUpVerificationSearchInviteByEmail($e: String) { searchInviteByEmail(email: $e) { items { id room { name musubiCode } } } }"): (typeof documents)["query SignUpVerificationSearchInviteByEmail($e: String) { searchInviteByEmail(email: $e) { items { id room { name musubiCode } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SocketLimitsGetUserDetail { getUserDetail { id } }"): (typeof documents)["query SocketLimitsGetUserDetail { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SocketLimitsSignIn($i: SignInInput!) { signIn(input: $i) { isSignedIn } }"): (typeof documents)["mutation SocketLimitsSignIn($i: SignInInput!) { signIn(input: $i) { isSignedIn } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpBegin { beginTotpSetup { secret uri qrCode } }"): (typeof documents)["mutation TotpBegin { beginTotpSetup { secret uri qrCode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpConfirmSetup($code: String) { confirmTotpSetup(code: $code) }"): (typeof documents)["mutation TotpConfirmSetup($code: String) { confirmTotpSetup(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TotpStatus { twoStepStatus { totpEnabled recoveryCodesLeft } }"): (typeof documents)["query TotpStatus { twoStepStatus { totpEnabled recoveryCodesLeft } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpConfirmSignIn($input: ConfirmSignInInput!) { confirmSignIn(input: $input) { isSignedIn nextStep { signInStep } } }"): (typeof documents)["mutation TotpConfirmSignIn($input: ConfirmSignInInput!) { confirmSignIn(input: $input) { isSignedIn nextStep { signInStep } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpDisable($input: DisableTotpInput!) { disableTotp(input: $input) }"): (typeof documents)["mutation TotpDisable($input: DisableTotpInput!) { disableTotp(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpRegenerate($password: String) { regenerateRecoveryCodes(password: $password) }"): (typeof documents)["mutation TotpRegenerate($password: String) { regenerateRecoveryCodes(password: $password) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TotpMe { getUserDetail { id } }"): (typeof documents)["query TotpMe { getUserDetail { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpReset($email: String) { resetPassword(email: $email) }"): (typeof documents)["mutation TotpReset($email: String) { resetPassword(email: $email) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TotpConfirmReset($input: ConfirmResetPasswordInput!) { confirmResetPassword(input: $input) }"): (typeof documents)["mutation TotpConfirmReset($input: ConfirmResetPasswordInput!) { confirmResetPassword(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequirementUpdate($input: TwoStepRequirementInput!) { updateTwoStepRequirement(input: $input) { required enforcedAt } }"): (typeof documents)["mutation RequirementUpdate($input: TwoStepRequirementInput!) { updateTwoStepRequirement(input: $input) { required enforcedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequirementRead { twoStepRequirement { required enforcedAt } }"): (typeof documents)["query RequirementRead { twoStepRequirement { required enforcedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequirementBegin { beginTotpSetup { secret } }"): (typeof documents)["mutation RequirementBegin { beginTotpSetup { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequirementConfirmSetup($code: String) { confirmTotpSetup(code: $code) }"): (typeof documents)["mutation RequirementConfirmSetup($code: String) { confirmTotpSetup(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequirementDisable($input: DisableTotpInput!) { disableTotp(input: $input) }"): (typeof documents)["mutation RequirementDisable($input: DisableTotpInput!) { disableTotp(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequirementStatus { twoStepStatus { totpEnabled } }"): (typeof documents)["query RequirementStatus { twoStepStatus { totpEnabled } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequirementCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"): (typeof documents)["mutation RequirementCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RequirementMe { getUserDetail { id } }"): (typeof documents)["query RequirementMe { getUserDetail { id } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
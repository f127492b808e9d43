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
    "\n  query AdminSearchUsers($id: ID, $name: String, $email: String, $status: Int, $limit: Int, $startKey: String) {\n    searchUser(id: $id, name: $name, email: $email, status: $status, limit: $limit, startKey: $startKey) {\n      items {\n        id\n        name\n        email\n        status\n        lastTimeLogin\n        createdAt\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminSearchUsersDocument,
    "\n  query AdminUserDetail($id: ID!) {\n    getAdminUserDetail(id: $id) {\n      user {\n        id\n        name\n        email\n        status\n        company_name\n        isAdmin\n        createdAt\n      }\n      rooms {\n        id\n        role\n        room {\n          id\n          name\n          totalUser\n        }\n      }\n      plan {\n        package_id\n        name\n        payment_type\n      }\n      transactions {\n        id\n        amount\n        status\n        createdAt\n        period_start\n        period_end\n      }\n      fileVolume\n      fileCount\n      lastSignInAt\n      activeSessions\n    }\n  }\n": typeof types.AdminUserDetailDocument,
    "\n  mutation AdminChangeStatusUser($input: ChangeStatusUserInput!) {\n    changeStatusUser(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AdminChangeStatusUserDocument,
    "\n  query AdminAuditLogs($limit: Int, $nextToken: String) {\n    listAuditLogs(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          name\n          email\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.AdminAuditLogsDocument,
    "\n  query AdminDefaultTags {\n    listTags(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        color\n      }\n    }\n  }\n": typeof types.AdminDefaultTagsDocument,
    "\n  mutation AdminCreateDefaultTag($input: AdminDefaultTagInput!) {\n    adminCreateDefaultTag(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateDefaultTagDocument,
    "\n  mutation AdminUpdateDefaultTag($input: AdminDefaultTagInput!) {\n    adminUpdateDefaultTag(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateDefaultTagDocument,
    "\n  mutation AdminDeleteDefaultTag($input: AdminDeleteInput!) {\n    adminDeleteDefaultTag(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminDeleteDefaultTagDocument,
    "\n  query AdminDefaultTemplates {\n    listTemplates(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        boards\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminDefaultTemplatesDocument,
    "\n  mutation AdminSaveDefaultTemplate($input: AdminDefaultTemplateInput!) {\n    adminSaveDefaultTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminSaveDefaultTemplateDocument,
    "\n  mutation AdminDeleteDefaultTemplate($input: AdminDeleteInput!) {\n    adminDeleteDefaultTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminDeleteDefaultTemplateDocument,
    "\n  query AdminMaintenanceJobs {\n    listMaintenanceJobs {\n      name\n      title\n      description\n    }\n  }\n": typeof types.AdminMaintenanceJobsDocument,
    "\n  mutation AdminRunMaintenanceJob($input: RunMaintenanceJobInput!) {\n    runMaintenanceJob(input: $input) {\n      name\n      processed\n      changed\n    }\n  }\n": typeof types.AdminRunMaintenanceJobDocument,
    "\n  subscription AdminMaintenanceJobProgress($name: String!) {\n    onMaintenanceJobProgress(name: $name) {\n      name\n      processed\n      total\n    }\n  }\n": typeof types.AdminMaintenanceJobProgressDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      createdAt\n      lastUsedAt\n    }\n    apiSettings {\n      enabled\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n      }\n      secret\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation UpdateApiSettings($enabled: Boolean!) {\n    updateApiSettings(enabled: $enabled) {\n      enabled\n    }\n  }\n": typeof types.UpdateApiSettingsDocument,
    "\n  fragment AssistantTurnFields on ConversationMessage {\n    id\n    conversationId\n    role\n    content\n    status\n    error\n    context_room_id\n    context_board_id\n    createdAt\n  }\n": typeof types.AssistantTurnFieldsFragmentDoc,
    "\n  query AssistantStatus {\n    getAssistantStatus {\n      configured\n      model\n      requestsToday\n      requestsPerDay\n    }\n  }\n": typeof types.AssistantStatusDocument,
    "\n  query AssistantConversations($limit: Int, $nextToken: String) {\n    listConversations(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        title\n        updatedAt\n      }\n      nextToken\n    }\n  }\n": typeof types.AssistantConversationsDocument,
    "\n  query AssistantConversation($id: ID!) {\n    getConversation(id: $id) {\n      id\n      title\n      messages {\n        ...AssistantTurnFields\n      }\n    }\n  }\n": typeof types.AssistantConversationDocument,
    "\n  mutation AssistantCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n": typeof types.AssistantCreateConversationDocument,
    "\n  mutation AssistantUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.AssistantUpdateConversationDocument,
    "\n  mutation AssistantDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input)\n  }\n": typeof types.AssistantDeleteConversationDocument,
    "\n  mutation AssistantSend($input: SendAssistantMessageInput!) {\n    sendAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n": typeof types.AssistantSendDocument,
    "\n  mutation AssistantStop($input: AssistantMessageIdInput!) {\n    stopAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n": typeof types.AssistantStopDocument,
    "\n  mutation AssistantRetry($input: AssistantMessageIdInput!) {\n    retryAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n": typeof types.AssistantRetryDocument,
    "\n  subscription AssistantStream($conversationId: ID!) {\n    onAssistantMessage(conversationId: $conversationId) {\n      conversationId\n      messageId\n      delta\n      done\n      status\n      content\n      error\n    }\n  }\n": typeof types.AssistantStreamDocument,
    "\n  query AssistantContextRooms {\n    getRoomList(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssistantContextRoomsDocument,
    "\n  query AssistantContextBoards($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssistantContextBoardsDocument,
    "\n  fragment PackageLimits on Package {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n": typeof types.PackageLimitsFragmentDoc,
    "\n  fragment PlanLimitsInForce on HeadTransaction {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n": typeof types.PlanLimitsInForceFragmentDoc,
    "\n  fragment HeadTransactionFields on HeadTransaction {\n    ...PlanLimitsInForce\n    createdAt\n    period_end\n    is_regis_auto\n    next_payment_type\n    auto_payment_failed\n    hasPaymentProfile\n  }\n": typeof types.HeadTransactionFieldsFragmentDoc,
    "\n  query HeadTransaction {\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n  }\n": typeof types.HeadTransactionDocument,
    "\n  query PlanPage {\n    listPackages {\n      ...PackageLimits\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getUsage {\n      roomCount\n      contactCount\n      fileSize\n    }\n  }\n": typeof types.PlanPageDocument,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    provider\n    testMode\n    publishableKey\n  }\n": typeof types.PaymentSettingsFieldsFragmentDoc,
    "\n  query PaymentSettings {\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  mutation StartCardSetup($input: HandleStripeTransactionInput!) {\n    handleStripeTransaction(input: $input) {\n      client_secret\n      customer_id\n    }\n  }\n": typeof types.StartCardSetupDocument,
    "\n  mutation StartCardChange {\n    handleStripeChangePaymentSetup {\n      client_secret\n      customer_id\n    }\n  }\n": typeof types.StartCardChangeDocument,
    "\n  mutation ChangePeriod($input: HandleStripeChangePeriodInput!) {\n    handleStripeChangePeriod(input: $input) {\n      payment_type\n      next_payment_type\n    }\n  }\n": typeof types.ChangePeriodDocument,
    "\n  query ConfirmCardSetup($input: HandleStripeConfirmSetupIntentInput!) {\n    handleStripeConfirmSetupIntent(input: $input) {\n      status\n      payment_method_id\n    }\n  }\n": typeof types.ConfirmCardSetupDocument,
    "\n  mutation Subscribe($input: HandleStripePaymentMethodInput!) {\n    handleStripePaymentMethod(input: $input) {\n      subscription_id\n      amount\n      transaction_id\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  mutation PaymentSuccess($input: HandleStripePaymentSuccessInput!) {\n    handleStripePaymentSuccess(input: $input) {\n      id\n      amount\n      package_id\n      payment_type\n      period_start\n      period_end\n      receiptUrl\n    }\n  }\n": typeof types.PaymentSuccessDocument,
    "\n  mutation ChangeCard($input: HandleStripeChangePaymentInput!) {\n    handleStripeChangePayment(input: $input) {\n      card_brand\n      last_digits\n      exp_month\n      exp_year\n    }\n  }\n": typeof types.ChangeCardDocument,
    "\n  query ChangeMethodPage {\n    getCard {\n      card_no\n      card_expire_date\n      card_brand\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n": typeof types.ChangeMethodPageDocument,
    "\n  mutation CancelPlan {\n    handleStripeRemoveInfo {\n      package_id\n      period_end\n      is_regis_auto\n    }\n  }\n": typeof types.CancelPlanDocument,
    "\n  query TransactionHistory($limit: Int, $nextToken: String) {\n    listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        status\n        package_id\n        payment_type\n        is_regis_auto\n        period_start\n        period_end\n        receiptUrl\n        createdAt\n      }\n      nextToken\n    }\n  }\n": typeof types.TransactionHistoryDocument,
    "\n  query PlanInForce {\n    getHeadTransactionByUser {\n      package_id\n      is_regis_auto\n      auto_payment_failed\n      hasPaymentProfile\n    }\n  }\n": typeof types.PlanInForceDocument,
    "\n  fragment BoardUserFields on User {\n    id\n    name\n    image\n  }\n": typeof types.BoardUserFieldsFragmentDoc,
    "\n  fragment BoardTaskFields on Task {\n    id\n    board_id\n    room_id\n    user_created_id\n    usersAssignee { ...BoardUserFields }\n    name\n    description\n    order\n    startDate\n    endDate\n    status\n    files { file_id name size type user_upload_name user_upload_id createdAt }\n    tags { id name color }\n    checklistProgress { done total }\n    createdAt\n    updatedAt\n  }\n": typeof types.BoardTaskFieldsFragmentDoc,
    "\n  fragment BoardChecklistFields on TaskChecklist {\n    id\n    name\n    items { id name is_done user_assignee_id }\n  }\n": typeof types.BoardChecklistFieldsFragmentDoc,
    "\n  fragment BoardFields on Board {\n    id\n    room_id\n    name\n    order\n    labels\n    color\n    startDate\n    endDate\n    is_archive\n    is_done\n    updatedAt\n  }\n": typeof types.BoardFieldsFragmentDoc,
    "\n  fragment BoardWithTasksFields on Board {\n    ...BoardFields\n    tasks(limit: 100) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n": typeof types.BoardWithTasksFieldsFragmentDoc,
    "\n  fragment BoardTagFields on Tag {\n    id\n    name\n    color\n    type\n    room_id\n  }\n": typeof types.BoardTagFieldsFragmentDoc,
    "\n  fragment BoardCommentFields on MemoTask {\n    id\n    task_id\n    content\n    isMessage\n    message_id\n    user_created_id\n    createdAt\n    user { ...BoardUserFields }\n  }\n": typeof types.BoardCommentFieldsFragmentDoc,
    "\n  fragment BoardTemplateFields on Template {\n    id\n    name\n    type\n  }\n": typeof types.BoardTemplateFieldsFragmentDoc,
    "\n  fragment BoardTaskEventFields on UpdateOrderTaskResult {\n    room_id\n    action\n    board_id\n    user_id\n    tasks { ...BoardTaskFields }\n  }\n": typeof types.BoardTaskEventFieldsFragmentDoc,
    "\n  query BoardListBoards($room_id: ID!, $is_archive: Boolean, $nextToken: String) {\n    listBoardsByRoom(room_id: $room_id, is_archive: $is_archive, limit: 20, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...BoardFields\n        tasks(limit: 60) {\n          items { ...BoardTaskFields }\n          nextToken\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.BoardListBoardsDocument,
    "\n  query BoardFilterTasks($filter: TaskFilterInput!, $nextToken: String) {\n    listTasks(filter: $filter, nextToken: $nextToken) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n": typeof types.BoardFilterTasksDocument,
    "\n  query BoardMoreTasks($id: ID!, $nextToken: String) {\n    getBoard(id: $id) {\n      id\n      tasks(limit: 100, nextToken: $nextToken) {\n        items { ...BoardTaskFields }\n        nextToken\n      }\n    }\n  }\n": typeof types.BoardMoreTasksDocument,
    "\n  query BoardListArchived($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: true, limit: 100) {\n      items { ...BoardFields }\n      nextToken\n    }\n  }\n": typeof types.BoardListArchivedDocument,
    "\n  query BoardAllRooms($nextToken: String) {\n    getListBoardAllRoom(limit: 10, nextToken: $nextToken) {\n      items {\n        ...BoardWithTasksFields\n        room { id name }\n      }\n      nextToken\n    }\n  }\n": typeof types.BoardAllRoomsDocument,
    "\n  query BoardRoomMembers($room_id: ID!, $nextToken: String) {\n    userRoom(room_id: $room_id, limit: 100, nextToken: $nextToken) {\n      items { id user_id role viewerCan { editBoards removeBoards importBoards } user { ...BoardUserFields } }\n      nextToken\n    }\n  }\n": typeof types.BoardRoomMembersDocument,
    "\n  query BoardListTags($room_id: ID!, $nextToken: String) {\n    listTags(filter: { room_id: $room_id, mode: 2 }, limit: 100, nextToken: $nextToken) {\n      items { ...BoardTagFields }\n      nextToken\n    }\n  }\n": typeof types.BoardListTagsDocument,
    "\n  mutation BoardCreateTag($input: CreateTagInput!) {\n    createTag(input: $input) { ...BoardTagFields }\n  }\n": typeof types.BoardCreateTagDocument,
    "\n  mutation BoardUpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) { ...BoardTagFields }\n  }\n": typeof types.BoardUpdateTagDocument,
    "\n  mutation BoardDeleteTag($input: DeleteTagInput!) {\n    deleteTag(input: $input) { id }\n  }\n": typeof types.BoardDeleteTagDocument,
    "\n  mutation BoardCreate($input: CreateBoardByRoomInput!) {\n    createBoardByRoom(input: $input) { ...BoardFields }\n  }\n": typeof types.BoardCreateDocument,
    "\n  mutation BoardUpdate($input: UpdateBoardInput!) {\n    updateBoardByRoom(input: $input) { ...BoardFields }\n  }\n": typeof types.BoardUpdateDocument,
    "\n  mutation BoardMove($input: UpdateOrderBoardInput!) {\n    updateOrderBoard(input: $input) { ...BoardFields }\n  }\n": typeof types.BoardMoveDocument,
    "\n  mutation BoardArchive($input: UpdateArchiveBoardInput!) {\n    updateArchiveBoard(input: $input) { ...BoardFields }\n  }\n": typeof types.BoardArchiveDocument,
    "\n  mutation BoardSetDone($input: SetDoneBoardInput!) {\n    setDoneBoard(input: $input) { ...BoardFields }\n  }\n": typeof types.BoardSetDoneDocument,
    "\n  mutation BoardClone($input: CloneBoardInput!) {\n    cloneBoard(input: $input) { ...BoardFields }\n  }\n": typeof types.BoardCloneDocument,
    "\n  mutation BoardRemove($input: BoardIdInput!) {\n    removeBoard(input: $input) { id }\n  }\n": typeof types.BoardRemoveDocument,
    "\n  mutation BoardCreateTask($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) { ...BoardTaskFields }\n  }\n": typeof types.BoardCreateTaskDocument,
    "\n  mutation BoardUpdateTask($input: UpdateTaskInput!) {\n    updateTask(input: $input) { ...BoardTaskFields }\n  }\n": typeof types.BoardUpdateTaskDocument,
    "\n  mutation BoardMoveTask($input: UpdateOrderTaskInput!) {\n    updateOrderTask(input: $input) {\n      ...BoardTaskEventFields\n    }\n  }\n": typeof types.BoardMoveTaskDocument,
    "\n  mutation BoardRemoveTask($input: TaskIdInput!) {\n    removeTask(input: $input) { id }\n  }\n": typeof types.BoardRemoveTaskDocument,
    "\n  query BoardTaskDetail($id: ID!) {\n    getTaskDetail(id: $id) { ...BoardTaskFields }\n  }\n": typeof types.BoardTaskDetailDocument,
    "\n  mutation BoardUpdateTaskFiles($input: UpdateFileTaskInput!) {\n    updateFileTask(input: $input) { ...BoardTaskFields }\n  }\n": typeof types.BoardUpdateTaskFilesDocument,
    "\n  query BoardFileLink($id: ID!) {\n    getFileDetail(id: $id) { id url thumbnailUrl type name }\n  }\n": typeof types.BoardFileLinkDocument,
    "\n  mutation BoardDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) { id }\n  }\n": typeof types.BoardDeleteFileDocument,
    "\n  query BoardComments($task_id: ID!, $user_room_id: ID!, $nextToken: String) {\n    listCommentByTasks(task_id: $task_id, user_room_id: $user_room_id, limit: 100, nextToken: $nextToken, sortDirection: \"ASC\") {\n      items { ...BoardCommentFields }\n      nextToken\n    }\n  }\n": typeof types.BoardCommentsDocument,
    "\n  mutation BoardCreateComment($input: CreateMemoTasksInput!) {\n    createMemoTasks(input: $input) { ...BoardCommentFields }\n  }\n": typeof types.BoardCreateCommentDocument,
    "\n  mutation BoardDeleteComment($input: MemoTaskIdInput!) {\n    deleteMemoTask(input: $input) { id }\n  }\n": typeof types.BoardDeleteCommentDocument,
    "\n  query BoardTemplates {\n    listTemplates(filter: { mode: 1 }, limit: 100) {\n      items { ...BoardTemplateFields }\n      nextToken\n    }\n  }\n": typeof types.BoardTemplatesDocument,
    "\n  mutation BoardApplyTemplate($input: CloneTemplateBoardInput!) {\n    cloneTemplateBoard(input: $input) { room_id boards { id } }\n  }\n": typeof types.BoardApplyTemplateDocument,
    "\n  mutation BoardSaveTemplate($input: CreateTemplateInput!) {\n    createTemplate(input: $input) { ...BoardTemplateFields }\n  }\n": typeof types.BoardSaveTemplateDocument,
    "\n  subscription BoardOnTask($room_id: ID!, $after: String) {\n    onUpdateOrderTask(room_id: $room_id, after: $after) {\n      ...BoardTaskEventFields\n    }\n  }\n": typeof types.BoardOnTaskDocument,
    "\n  subscription BoardOnBoard($room_id: ID!, $after: String) {\n    onUpdateBoard(room_id: $room_id, after: $after) {\n      room_id\n      action\n      board_id\n      user_id\n      boards { ...BoardFields }\n    }\n  }\n": typeof types.BoardOnBoardDocument,
    "\n  query BoardTaskHistory($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      history { id action subject from_board_name to_board_name createdAt user { id name } }\n    }\n  }\n": typeof types.BoardTaskHistoryDocument,
    "\n  query BoardTaskChecklists($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      updatedAt\n      checklists { ...BoardChecklistFields }\n    }\n  }\n": typeof types.BoardTaskChecklistsDocument,
    "\n  mutation BoardCreateChecklist($input: CreateTaskChecklistInput!) {\n    createTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardCreateChecklistDocument,
    "\n  mutation BoardRenameChecklist($input: UpdateTaskChecklistInput!) {\n    updateTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardRenameChecklistDocument,
    "\n  mutation BoardMoveChecklist($input: MoveChecklistInput!) {\n    moveTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardMoveChecklistDocument,
    "\n  mutation BoardDeleteChecklist($input: ChecklistIdInput!) {\n    deleteTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardDeleteChecklistDocument,
    "\n  mutation BoardCreateChecklistItem($input: CreateChecklistItemInput!) {\n    createChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardCreateChecklistItemDocument,
    "\n  mutation BoardUpdateChecklistItem($input: UpdateChecklistItemInput!) {\n    updateChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardUpdateChecklistItemDocument,
    "\n  mutation BoardMoveChecklistItem($input: MoveChecklistInput!) {\n    moveChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardMoveChecklistItemDocument,
    "\n  mutation BoardDeleteChecklistItem($input: ChecklistIdInput!) {\n    deleteChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": typeof types.BoardDeleteChecklistItemDocument,
    "\n  fragment ChatRoomFields on Room {\n    id\n    name\n    image\n    description\n    overview\n    public\n    kind\n    musubiCode\n    totalUser\n  }\n": typeof types.ChatRoomFieldsFragmentDoc,
    "\n  fragment ChatUserRoomFields on UserRoom {\n    id\n    user_id\n    room_id\n    folder_id\n    favorite\n    unread_messages\n    unread_mentions\n    role\n    viewerCan {\n      post\n      moderateMessages\n      manageMembers\n      editRoomInfo\n    }\n    last_message\n    last_read_seq\n    archived\n    removed\n    updatedAt\n    room {\n      ...ChatRoomFields\n      last_seq\n      directPartner {\n        id\n        name\n        image\n      }\n    }\n  }\n": typeof types.ChatUserRoomFieldsFragmentDoc,
    "\n  query ChatListMyRooms($user_id: ID!, $nextToken: String) {\n    listUserRoomByUser(user_id: $user_id, limit: 100, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...ChatUserRoomFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ChatListMyRoomsDocument,
    "\n  subscription ChatOnUpdateUserRoom($user_id: ID!, $after: String) {\n    onUpdateUserRoom(user_id: $user_id, after: $after) {\n      ...ChatUserRoomFields\n    }\n  }\n": typeof types.ChatOnUpdateUserRoomDocument,
    "\n  mutation ChatAddRoom($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.ChatAddRoomDocument,
    "\n  mutation ChatJoinRoomByCode($input: JoinRoomByCodeInput!) {\n    joinRoomByCode(input: $input) {\n      id\n      room_id\n    }\n  }\n": typeof types.ChatJoinRoomByCodeDocument,
    "\n  mutation ChatUpdateUserRoom($input: UpdateUserRoomInput!) {\n    updateUserRoom(input: $input) {\n      ...ChatUserRoomFields\n    }\n  }\n": typeof types.ChatUpdateUserRoomDocument,
    "\n  mutation ChatMarkRead($input: UpdateUnreadUserRoomInput!) {\n    updateUnreadUserRoom(input: $input) {\n      id\n      unread_messages\n      unread_mentions\n      last_read_seq\n    }\n  }\n": typeof types.ChatMarkReadDocument,
    "\n  query ChatRoomMembers($room_id: ID!) {\n    userRoom(room_id: $room_id, limit: 100) {\n      items {\n        id\n        user_id\n        role\n        accountNumber\n        user {\n          id\n          name\n          image\n        }\n      }\n    }\n  }\n": typeof types.ChatRoomMembersDocument,
    "\n  mutation ChatUpdateRole($input: UpdateRoleUserRoomInput!) {\n    customUpdateRoleUserRoom(input: $input) {\n      id\n      role\n    }\n  }\n": typeof types.ChatUpdateRoleDocument,
    "\n  mutation ChatRemoveMember($input: DeleteUserRoomInput!) {\n    customDeleteUserRoom(input: $input) {\n      id\n    }\n  }\n": typeof types.ChatRemoveMemberDocument,
    "\n  fragment ChatMessageFields on Message {\n    id\n    content\n    user_id\n    room_id\n    reply_message_id\n    to_user_id\n    is_to_all\n    seq\n    change_seq\n    client_key\n    editedAt\n    createdAt\n    deletedAt\n    emotions {\n      user_id\n      emotion\n    }\n    user {\n      id\n      name\n      image\n      isBot\n    }\n    files {\n      items {\n        ...FileFields\n      }\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatMessagesByRoom($room_id: ID!, $limit: Int, $nextToken: String, $afterSeq: Int) {\n    customGetMessagesByRoom(room_id: $room_id, limit: $limit, nextToken: $nextToken, afterSeq: $afterSeq) {\n      items {\n        ...ChatMessageFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ChatMessagesByRoomDocument,
    "\n  query ChatGetMessage($id: ID!) {\n    customGetMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatGetMessageDocument,
    "\n  mutation ChatCreateMessage($input: CreateMessageInput!) {\n    createMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatCreateMessageDocument,
    "\n  mutation ChatUpdateMessage($input: UpdateMessageInput!) {\n    updateMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatUpdateMessageDocument,
    "\n  mutation ChatDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatDeleteMessageDocument,
    "\n  subscription ChatOnMessageChanges($room_id: ID!, $afterSeq: Int!) {\n    onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatOnMessageChangesDocument,
    "\n  fragment ChatDraftFields on Draft {\n    id\n    room_id\n    action\n    message_id\n    draft\n    version\n    updatedAt\n  }\n": typeof types.ChatDraftFieldsFragmentDoc,
    "\n  query ChatGetDrafts {\n    getDraftMessages {\n      id\n      liveMark\n      drafts {\n        ...ChatDraftFields\n      }\n    }\n  }\n": typeof types.ChatGetDraftsDocument,
    "\n  mutation ChatSaveDraft($input: DraftInput!) {\n    createOrUpdateDraftMessages(input: $input) {\n      id\n      saved {\n        ...ChatDraftFields\n      }\n    }\n  }\n": typeof types.ChatSaveDraftDocument,
    "\n  subscription ChatOnDraft($user_id: ID!, $after: String) {\n    onDraftMessage(user_id: $user_id, after: $after) {\n      ...ChatDraftFields\n    }\n  }\n": typeof types.ChatOnDraftDocument,
    "\n  query ChatRoomDetail($id: ID!) {\n    getRoomDetail(id: $id) {\n      ...ChatRoomFields\n    }\n  }\n": typeof types.ChatRoomDetailDocument,
    "\n  mutation ChatUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      id\n      name\n      image\n      description\n      overview\n      public\n    }\n  }\n": typeof types.ChatUpdateRoomDocument,
    "\n  mutation ChatRegenerateRoomCode($input: RegenerateRoomCodeInput!) {\n    regenerateRoomCode(input: $input) {\n      id\n      musubiCode\n    }\n  }\n": typeof types.ChatRegenerateRoomCodeDocument,
    "\n  query ChatContactsForPicker {\n    listContacts(limit: 100) {\n      items {\n        id\n        name\n        image\n      }\n    }\n  }\n": typeof types.ChatContactsForPickerDocument,
    "\n  query ChatSearchMessages($content: String, $nextToken: String) {\n    searchMessages(content: $content, limit: 30, nextToken: $nextToken) {\n      items {\n        id\n        content\n        room_id\n        createdAt\n        room {\n          id\n          name\n          kind\n          directPartner {\n            id\n            name\n            image\n          }\n        }\n        user {\n          id\n          name\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.ChatSearchMessagesDocument,
    "\n  query ChatRoomBoardsForTask($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ChatRoomBoardsForTaskDocument,
    "\n  mutation ChatCreateTaskFromMessage($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) {\n      id\n      board_id\n      room_id\n      name\n    }\n  }\n": typeof types.ChatCreateTaskFromMessageDocument,
    "\n  mutation ChatAddMember($input: CreateUserRoomInput!) {\n    customCreateUserRoom(input: $input) {\n      id\n      user_id\n      role\n    }\n  }\n": typeof types.ChatAddMemberDocument,
    "\n  mutation ChatInviteToRoom($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n    }\n  }\n": typeof types.ChatInviteToRoomDocument,
    "\n  query ChatRoomInvites($room_id: ID!) {\n    listRoomInvites(room_id: $room_id, limit: 100) {\n      items {\n        id\n        email\n        role\n        expiresAt\n        inviter {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ChatRoomInvitesDocument,
    "\n  mutation ChatRevokeRoomInvite($input: DeleteInviteByEmailInput!) {\n    revokeRoomInvite(input: $input)\n  }\n": typeof types.ChatRevokeRoomInviteDocument,
    "\n  mutation ChatRemoveRoom($input: RemoveRoomInput!) {\n    removeRoomByRole(input: $input) {\n      id\n    }\n  }\n": typeof types.ChatRemoveRoomDocument,
    "\n  query ChatFolders($created_user_id: ID!) {\n    foldersByDate(created_user_id: $created_user_id, sortDirection: \"ASC\", limit: 100) {\n      items {\n        id\n        name\n        createdAt\n      }\n    }\n  }\n": typeof types.ChatFoldersDocument,
    "\n  mutation ChatCreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      id\n      name\n      createdAt\n    }\n  }\n": typeof types.ChatCreateFolderDocument,
    "\n  mutation ChatRenameFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.ChatRenameFolderDocument,
    "\n  mutation ChatDeleteFolder($input: DeleteFolderInput!) {\n    customDeleteFolder(input: $input) {\n      id\n    }\n  }\n": typeof types.ChatDeleteFolderDocument,
    "\n  fragment ContactPersonFields on User {\n    id\n    name\n    image\n    company_name\n  }\n": typeof types.ContactPersonFieldsFragmentDoc,
    "\n  query ContactsList {\n    listContacts(limit: 100) {\n      items {\n        ...ContactPersonFields\n        email\n      }\n    }\n    received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        request_user {\n          ...ContactPersonFields\n        }\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        user {\n          ...ContactPersonFields\n        }\n      }\n    }\n  }\n": typeof types.ContactsListDocument,
    "\n  mutation ContactsRequest($input: CreateContactRequestInput!) {\n    customCreateContactRequest(input: $input) {\n      id\n    }\n  }\n": typeof types.ContactsRequestDocument,
    "\n  mutation ContactsAccept($input: ContactRequestIdInput!) {\n    acceptRequestContact(input: $input) {\n      id\n    }\n  }\n": typeof types.ContactsAcceptDocument,
    "\n  mutation ContactsDecline($input: ContactRequestIdInput!) {\n    customDeleteContactRequest(input: $input)\n  }\n": typeof types.ContactsDeclineDocument,
    "\n  mutation ContactsInvite($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.ContactsInviteDocument,
    "\n  query ContactsProfile($id: ID!, $viewer: ID!) {\n    getProfile(id: $id) {\n      id\n      name\n      image\n      company_name\n      industry\n      position\n      email\n      phone\n    }\n    userNote(user_id: $viewer, user_note_id: $id, limit: 1) {\n      items {\n        id\n        content\n        updatedAt\n      }\n    }\n  }\n": typeof types.ContactsProfileDocument,
    "\n  mutation ContactsCreateNote($input: CreateUserNoteInput!) {\n    createUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n": typeof types.ContactsCreateNoteDocument,
    "\n  mutation ContactsUpdateNote($input: UpdateUserNoteInput!) {\n    updateUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n": typeof types.ContactsUpdateNoteDocument,
    "\n  query ContactsFindPeople($search: String) {\n    findUsers(search: $search) {\n      items {\n        ...ContactPersonFields\n      }\n    }\n  }\n": typeof types.ContactsFindPeopleDocument,
    "\n  mutation ContactsRemove($input: RemoveContactInput!) {\n    removeContact(input: $input)\n  }\n": typeof types.ContactsRemoveDocument,
    "\n  mutation ContactsOpenDirect($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n    }\n  }\n": typeof types.ContactsOpenDirectDocument,
    "\n  query ContactsColleagueInvited {\n    listContacts(limit: 1) {\n      items {\n        id\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 1) {\n      items {\n        id\n      }\n    }\n    invites: listInviteByEmails(limit: 20) {\n      items {\n        id\n        usedAt\n        expiresAt\n      }\n    }\n  }\n": typeof types.ContactsColleagueInvitedDocument,
    "\n  fragment ExportJobFields on ExportJob {\n    id\n    kind\n    state\n    roomCount\n    done\n    total\n    counts\n    size\n    error\n    downloadPath\n    expiresAt\n    createdAt\n    finishedAt\n  }\n": typeof types.ExportJobFieldsFragmentDoc,
    "\n  query ExportJobs {\n    listExportJobs {\n      ...ExportJobFields\n    }\n  }\n": typeof types.ExportJobsDocument,
    "\n  query MyExportJobs {\n    listMyExportJobs {\n      ...ExportJobFields\n    }\n  }\n": typeof types.MyExportJobsDocument,
    "\n  query ExportableRooms($search: String) {\n    exportableRooms(search: $search) {\n      id\n      name\n      countUser\n    }\n  }\n": typeof types.ExportableRoomsDocument,
    "\n  mutation StartExport($input: StartExportInput!) {\n    startExport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n": typeof types.StartExportDocument,
    "\n  mutation CancelExportJob($id: ID!) {\n    cancelExportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": typeof types.CancelExportJobDocument,
    "\n  fragment FileFields on File {\n    id\n    name\n    size\n    type\n    room_id\n    message_id\n    user_created_id\n    url\n    thumbnailUrl\n    width\n    height\n    createdAt\n    userCreated {\n      id\n      name\n    }\n  }\n": typeof types.FileFieldsFragmentDoc,
    "\n  query RoomFiles($room_id: ID!, $type: String, $nextToken: String) {\n    getFilesFunction(room_id: $room_id, type: $type, limit: 50, nextToken: $nextToken) {\n      items {\n        ...FileFields\n      }\n      nextToken\n    }\n    getVolumeFileFunction(room_id: $room_id, type: $type) {\n      total_file\n      total_file_size\n    }\n  }\n": typeof types.RoomFilesDocument,
    "\n  mutation SoftDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) {\n      id\n      deletedAt\n    }\n  }\n": typeof types.SoftDeleteFileDocument,
    "\n  query ImportJobs($room_id: ID) {\n    listImportJobs(room_id: $room_id) {\n      id\n      kind\n      room_id\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.ImportJobsDocument,
    "\n  query ImportJob($id: ID!) {\n    getImportJob(id: $id) {\n      id\n      kind\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.ImportJobDocument,
    "\n  mutation StartImportJob($id: ID!) {\n    startImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": typeof types.StartImportJobDocument,
    "\n  mutation CancelImportJob($id: ID!) {\n    cancelImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": typeof types.CancelImportJobDocument,
    "\n  query ImportRooms($user_id: ID!) {\n    listUserRoomByUser(user_id: $user_id, limit: 100) {\n      items {\n        id\n        room {\n          id\n          name\n          kind\n        }\n      }\n    }\n  }\n": typeof types.ImportRoomsDocument,
    "\n  mutation InviteJoinRoom($input: RedeemInviteInput!) {\n    updateUserContactJoinRoom(input: $input) {\n      id\n      room_id\n    }\n  }\n": typeof types.InviteJoinRoomDocument,
    "\n  mutation InviteContact($input: RedeemInviteInput!) {\n    handleRequestMailContact(input: $input) {\n      id\n    }\n  }\n": typeof types.InviteContactDocument,
    "\n  fragment BellNotificationFields on Notification {\n    id\n    content\n    status\n    type\n    link\n    room_id\n    room_name\n    createdAt\n    user_created {\n      id\n      name\n      image\n    }\n  }\n": typeof types.BellNotificationFieldsFragmentDoc,
    "\n  query BellNotifications {\n    latest: customGetNotifications(limit: 30) {\n      liveMark\n      items {\n        ...BellNotificationFields\n      }\n    }\n    unread: customGetNotifications(limit: 100, filter: { status: 0 }) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.BellNotificationsDocument,
    "\n  mutation BellMarkNotification($input: UpdateNotificationInput!) {\n    customUpdateNotification(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.BellMarkNotificationDocument,
    "\n  subscription BellOnCreateNotification($user_id: ID!, $after: String) {\n    onCreateNotification(user_id: $user_id, after: $after) {\n      ...BellNotificationFields\n    }\n  }\n": typeof types.BellOnCreateNotificationDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  query PushDevices {\n    pushDevices {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": typeof types.PushDevicesDocument,
    "\n  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterPushDeviceDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": typeof types.RemovePushDeviceDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query RoomNotificationLevel($room_id: ID!) {\n    roomNotificationLevel(room_id: $room_id)\n  }\n": typeof types.RoomNotificationLevelDocument,
    "\n  mutation SetRoomNotificationLevel($room_id: ID!, $level: NotificationLevel!) {\n    setRoomNotificationLevel(room_id: $room_id, level: $level)\n  }\n": typeof types.SetRoomNotificationLevelDocument,
    "\n  query SignedInDevices {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.SignedInDevicesDocument,
    "\n  mutation EndSignedInDevice($id: ID) {\n    endSignedInDevice(id: $id)\n  }\n": typeof types.EndSignedInDeviceDocument,
    "\n  mutation ConfirmSignIn($input: ConfirmSignInInput!) {\n    confirmSignIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": typeof types.ConfirmSignInDocument,
    "\n  query TwoStepStatus {\n    twoStepStatus {\n      totpEnabled\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoStepStatusDocument,
    "\n  mutation BeginTotpSetup {\n    beginTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n": typeof types.BeginTotpSetupDocument,
    "\n  mutation ConfirmTotpSetup($code: String) {\n    confirmTotpSetup(code: $code)\n  }\n": typeof types.ConfirmTotpSetupDocument,
    "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input)\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($password: String) {\n    regenerateRecoveryCodes(password: $password)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  query TwoStepRequirement {\n    twoStepRequirement {\n      required\n      enforcedAt\n    }\n    twoStepStatus {\n      totpEnabled\n    }\n  }\n": typeof types.TwoStepRequirementDocument,
    "\n  mutation UpdateTwoStepRequirement($input: TwoStepRequirementInput!) {\n    updateTwoStepRequirement(input: $input) {\n      required\n      enforcedAt\n    }\n  }\n": typeof types.UpdateTwoStepRequirementDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n": typeof types.BeginPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn\n  }\n": typeof types.BeginPasskeySignInDocument,
    "\n  mutation SignInWithPasskey($response: JSON) {\n    signInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": typeof types.SignInWithPasskeyDocument,
    "\n  mutation BeginPasskeySecondStep {\n    beginPasskeySecondStep\n  }\n": typeof types.BeginPasskeySecondStepDocument,
    "\n  mutation ConfirmSignInWithPasskey($response: JSON) {\n    confirmSignInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": typeof types.ConfirmSignInWithPasskeyDocument,
    "\n  query IncomingWebhooks($room_id: ID!) {\n    incomingWebhooks(room_id: $room_id) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      image\n    }\n  }\n": typeof types.IncomingWebhooksDocument,
    "\n  mutation CreateIncomingWebhook($input: CreateIncomingWebhookInput!) {\n    createIncomingWebhook(input: $input) {\n      webhook {\n        id\n        name\n        createdAt\n        lastUsedAt\n        image\n      }\n      url\n    }\n  }\n": typeof types.CreateIncomingWebhookDocument,
    "\n  mutation RevokeIncomingWebhook($id: ID!) {\n    revokeIncomingWebhook(id: $id)\n  }\n": typeof types.RevokeIncomingWebhookDocument,
    "\n  query OutgoingWebhooks($room_id: ID!) {\n    outgoingWebhooks(room_id: $room_id) {\n      id\n      url\n      events\n      user_id\n      createdAt\n    }\n  }\n": typeof types.OutgoingWebhooksDocument,
    "\n  mutation CreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) {\n    createOutgoingWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n": typeof types.CreateOutgoingWebhookDocument,
    "\n  mutation RevokeOutgoingWebhook($id: ID!) {\n    revokeOutgoingWebhook(id: $id)\n  }\n": typeof types.RevokeOutgoingWebhookDocument,
    "\n  query WebhookDeliveries($webhook_id: ID!) {\n    webhookDeliveries(webhook_id: $webhook_id) {\n      id\n      event_type\n      state\n      attempts\n      response_status\n      error\n      createdAt\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  query MentionWebhooks {\n    mentionWebhooks {\n      id\n      url\n      createdAt\n    }\n  }\n": typeof types.MentionWebhooksDocument,
    "\n  mutation CreateMentionWebhook($input: CreateMentionWebhookInput!) {\n    createMentionWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n": typeof types.CreateMentionWebhookDocument,
    "\n  mutation RevokeMentionWebhook($id: ID!) {\n    revokeMentionWebhook(id: $id)\n  }\n": typeof types.RevokeMentionWebhookDocument,
    "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n": typeof types.CaptchaChallengeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      isSignUpComplete\n      userId\n      nextStep {\n        signUpStep\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ConfirmSignUp($code: String) {\n    confirmSignUp(code: $code)\n  }\n": typeof types.ConfirmSignUpDocument,
    "\n  mutation ResendSignUpCode {\n    resendSignUpCode\n  }\n": typeof types.ResendSignUpCodeDocument,
    "\n  mutation SignOut($global: Boolean) {\n    signOut(global: $global)\n  }\n": typeof types.SignOutDocument,
    "\n  mutation ResetPassword($email: String) {\n    resetPassword(email: $email)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input)\n  }\n": typeof types.ConfirmResetPasswordDocument,
    "\n  mutation UpdatePassword($oldPassword: String, $newPassword: String) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {\n    sendMailUpdateEmail(input: $input)\n  }\n": typeof types.SendMailUpdateEmailDocument,
    "\n  mutation UndoEmailChange($token: String) {\n    undoEmailChange(token: $token)\n  }\n": typeof types.UndoEmailChangeDocument,
    "\n  mutation SetPasswordAfterEmailUndo($input: SetPasswordAfterEmailUndoInput!) {\n    setPasswordAfterEmailUndo(input: $input)\n  }\n": typeof types.SetPasswordAfterEmailUndoDocument,
    "\n  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {\n    verifyUpdateEmail(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.VerifyUpdateEmailDocument,
    "\n  subscription OnSessionEnd {\n    onSessionEnd {\n      reason\n    }\n  }\n": typeof types.OnSessionEndDocument,
    "\n  subscription OnUpdateViewer {\n    onUpdateViewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.OnUpdateViewerDocument,
    "\n  mutation CreateContactForm($input: CreateContactFormInput!) {\n    createContactForm(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateContactFormDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateLanguageDocument,
    "\n  fragment ViewerFields on User {\n    id\n    email\n    name\n    image\n    company_name\n    industry\n    position\n    post_code\n    prefectures\n    municipality\n    address\n    building\n    phone\n    phone2\n    qualifications\n    status\n    isFirstLogin\n    language\n    isAdmin\n    pendingEmail\n    recurring_id\n    charge_day\n    createdAt\n    updatedAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query GetUserDetail {\n    getUserDetail {\n      ...ViewerFields\n    }\n  }\n  \n": typeof types.GetUserDetailDocument,
};
const documents: Documents = {
    "\n  query AdminSearchUsers($id: ID, $name: String, $email: String, $status: Int, $limit: Int, $startKey: String) {\n    searchUser(id: $id, name: $name, email: $email, status: $status, limit: $limit, startKey: $startKey) {\n      items {\n        id\n        name\n        email\n        status\n        lastTimeLogin\n        createdAt\n      }\n      nextToken\n    }\n  }\n": types.AdminSearchUsersDocument,
    "\n  query AdminUserDetail($id: ID!) {\n    getAdminUserDetail(id: $id) {\n      user {\n        id\n        name\n        email\n        status\n        company_name\n        isAdmin\n        createdAt\n      }\n      rooms {\n        id\n        role\n        room {\n          id\n          name\n          totalUser\n        }\n      }\n      plan {\n        package_id\n        name\n        payment_type\n      }\n      transactions {\n        id\n        amount\n        status\n        createdAt\n        period_start\n        period_end\n      }\n      fileVolume\n      fileCount\n      lastSignInAt\n      activeSessions\n    }\n  }\n": types.AdminUserDetailDocument,
    "\n  mutation AdminChangeStatusUser($input: ChangeStatusUserInput!) {\n    changeStatusUser(input: $input) {\n      id\n      status\n    }\n  }\n": types.AdminChangeStatusUserDocument,
    "\n  query AdminAuditLogs($limit: Int, $nextToken: String) {\n    listAuditLogs(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          name\n          email\n        }\n      }\n      nextToken\n    }\n  }\n": types.AdminAuditLogsDocument,
    "\n  query AdminDefaultTags {\n    listTags(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        color\n      }\n    }\n  }\n": types.AdminDefaultTagsDocument,
    "\n  mutation AdminCreateDefaultTag($input: AdminDefaultTagInput!) {\n    adminCreateDefaultTag(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateDefaultTagDocument,
    "\n  mutation AdminUpdateDefaultTag($input: AdminDefaultTagInput!) {\n    adminUpdateDefaultTag(input: $input) {\n      id\n    }\n  }\n": types.AdminUpdateDefaultTagDocument,
    "\n  mutation AdminDeleteDefaultTag($input: AdminDeleteInput!) {\n    adminDeleteDefaultTag(input: $input) {\n      id\n    }\n  }\n": types.AdminDeleteDefaultTagDocument,
    "\n  query AdminDefaultTemplates {\n    listTemplates(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        boards\n        updatedAt\n      }\n    }\n  }\n": types.AdminDefaultTemplatesDocument,
    "\n  mutation AdminSaveDefaultTemplate($input: AdminDefaultTemplateInput!) {\n    adminSaveDefaultTemplate(input: $input) {\n      id\n    }\n  }\n": types.AdminSaveDefaultTemplateDocument,
    "\n  mutation AdminDeleteDefaultTemplate($input: AdminDeleteInput!) {\n    adminDeleteDefaultTemplate(input: $input) {\n      id\n    }\n  }\n": types.AdminDeleteDefaultTemplateDocument,
    "\n  query AdminMaintenanceJobs {\n    listMaintenanceJobs {\n      name\n      title\n      description\n    }\n  }\n": types.AdminMaintenanceJobsDocument,
    "\n  mutation AdminRunMaintenanceJob($input: RunMaintenanceJobInput!) {\n    runMaintenanceJob(input: $input) {\n      name\n      processed\n      changed\n    }\n  }\n": types.AdminRunMaintenanceJobDocument,
    "\n  subscription AdminMaintenanceJobProgress($name: String!) {\n    onMaintenanceJobProgress(name: $name) {\n      name\n      processed\n      total\n    }\n  }\n": types.AdminMaintenanceJobProgressDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      createdAt\n      lastUsedAt\n    }\n    apiSettings {\n      enabled\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n      }\n      secret\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation UpdateApiSettings($enabled: Boolean!) {\n    updateApiSettings(enabled: $enabled) {\n      enabled\n    }\n  }\n": types.UpdateApiSettingsDocument,
    "\n  fragment AssistantTurnFields on ConversationMessage {\n    id\n    conversationId\n    role\n    content\n    status\n    error\n    context_room_id\n    context_board_id\n    createdAt\n  }\n": types.AssistantTurnFieldsFragmentDoc,
    "\n  query AssistantStatus {\n    getAssistantStatus {\n      configured\n      model\n      requestsToday\n      requestsPerDay\n    }\n  }\n": types.AssistantStatusDocument,
    "\n  query AssistantConversations($limit: Int, $nextToken: String) {\n    listConversations(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        title\n        updatedAt\n      }\n      nextToken\n    }\n  }\n": types.AssistantConversationsDocument,
    "\n  query AssistantConversation($id: ID!) {\n    getConversation(id: $id) {\n      id\n      title\n      messages {\n        ...AssistantTurnFields\n      }\n    }\n  }\n": types.AssistantConversationDocument,
    "\n  mutation AssistantCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n": types.AssistantCreateConversationDocument,
    "\n  mutation AssistantUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      id\n      title\n    }\n  }\n": types.AssistantUpdateConversationDocument,
    "\n  mutation AssistantDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input)\n  }\n": types.AssistantDeleteConversationDocument,
    "\n  mutation AssistantSend($input: SendAssistantMessageInput!) {\n    sendAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n": types.AssistantSendDocument,
    "\n  mutation AssistantStop($input: AssistantMessageIdInput!) {\n    stopAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n": types.AssistantStopDocument,
    "\n  mutation AssistantRetry($input: AssistantMessageIdInput!) {\n    retryAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n": types.AssistantRetryDocument,
    "\n  subscription AssistantStream($conversationId: ID!) {\n    onAssistantMessage(conversationId: $conversationId) {\n      conversationId\n      messageId\n      delta\n      done\n      status\n      content\n      error\n    }\n  }\n": types.AssistantStreamDocument,
    "\n  query AssistantContextRooms {\n    getRoomList(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AssistantContextRoomsDocument,
    "\n  query AssistantContextBoards($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AssistantContextBoardsDocument,
    "\n  fragment PackageLimits on Package {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n": types.PackageLimitsFragmentDoc,
    "\n  fragment PlanLimitsInForce on HeadTransaction {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n": types.PlanLimitsInForceFragmentDoc,
    "\n  fragment HeadTransactionFields on HeadTransaction {\n    ...PlanLimitsInForce\n    createdAt\n    period_end\n    is_regis_auto\n    next_payment_type\n    auto_payment_failed\n    hasPaymentProfile\n  }\n": types.HeadTransactionFieldsFragmentDoc,
    "\n  query HeadTransaction {\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n  }\n": types.HeadTransactionDocument,
    "\n  query PlanPage {\n    listPackages {\n      ...PackageLimits\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getUsage {\n      roomCount\n      contactCount\n      fileSize\n    }\n  }\n": types.PlanPageDocument,
    "\n  fragment PaymentSettingsFields on PaymentSettings {\n    provider\n    testMode\n    publishableKey\n  }\n": types.PaymentSettingsFieldsFragmentDoc,
    "\n  query PaymentSettings {\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  mutation StartCardSetup($input: HandleStripeTransactionInput!) {\n    handleStripeTransaction(input: $input) {\n      client_secret\n      customer_id\n    }\n  }\n": types.StartCardSetupDocument,
    "\n  mutation StartCardChange {\n    handleStripeChangePaymentSetup {\n      client_secret\n      customer_id\n    }\n  }\n": types.StartCardChangeDocument,
    "\n  mutation ChangePeriod($input: HandleStripeChangePeriodInput!) {\n    handleStripeChangePeriod(input: $input) {\n      payment_type\n      next_payment_type\n    }\n  }\n": types.ChangePeriodDocument,
    "\n  query ConfirmCardSetup($input: HandleStripeConfirmSetupIntentInput!) {\n    handleStripeConfirmSetupIntent(input: $input) {\n      status\n      payment_method_id\n    }\n  }\n": types.ConfirmCardSetupDocument,
    "\n  mutation Subscribe($input: HandleStripePaymentMethodInput!) {\n    handleStripePaymentMethod(input: $input) {\n      subscription_id\n      amount\n      transaction_id\n    }\n  }\n": types.SubscribeDocument,
    "\n  mutation PaymentSuccess($input: HandleStripePaymentSuccessInput!) {\n    handleStripePaymentSuccess(input: $input) {\n      id\n      amount\n      package_id\n      payment_type\n      period_start\n      period_end\n      receiptUrl\n    }\n  }\n": types.PaymentSuccessDocument,
    "\n  mutation ChangeCard($input: HandleStripeChangePaymentInput!) {\n    handleStripeChangePayment(input: $input) {\n      card_brand\n      last_digits\n      exp_month\n      exp_year\n    }\n  }\n": types.ChangeCardDocument,
    "\n  query ChangeMethodPage {\n    getCard {\n      card_no\n      card_expire_date\n      card_brand\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n": types.ChangeMethodPageDocument,
    "\n  mutation CancelPlan {\n    handleStripeRemoveInfo {\n      package_id\n      period_end\n      is_regis_auto\n    }\n  }\n": types.CancelPlanDocument,
    "\n  query TransactionHistory($limit: Int, $nextToken: String) {\n    listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        status\n        package_id\n        payment_type\n        is_regis_auto\n        period_start\n        period_end\n        receiptUrl\n        createdAt\n      }\n      nextToken\n    }\n  }\n": types.TransactionHistoryDocument,
    "\n  query PlanInForce {\n    getHeadTransactionByUser {\n      package_id\n      is_regis_auto\n      auto_payment_failed\n      hasPaymentProfile\n    }\n  }\n": types.PlanInForceDocument,
    "\n  fragment BoardUserFields on User {\n    id\n    name\n    image\n  }\n": types.BoardUserFieldsFragmentDoc,
    "\n  fragment BoardTaskFields on Task {\n    id\n    board_id\n    room_id\n    user_created_id\n    usersAssignee { ...BoardUserFields }\n    name\n    description\n    order\n    startDate\n    endDate\n    status\n    files { file_id name size type user_upload_name user_upload_id createdAt }\n    tags { id name color }\n    checklistProgress { done total }\n    createdAt\n    updatedAt\n  }\n": types.BoardTaskFieldsFragmentDoc,
    "\n  fragment BoardChecklistFields on TaskChecklist {\n    id\n    name\n    items { id name is_done user_assignee_id }\n  }\n": types.BoardChecklistFieldsFragmentDoc,
    "\n  fragment BoardFields on Board {\n    id\n    room_id\n    name\n    order\n    labels\n    color\n    startDate\n    endDate\n    is_archive\n    is_done\n    updatedAt\n  }\n": types.BoardFieldsFragmentDoc,
    "\n  fragment BoardWithTasksFields on Board {\n    ...BoardFields\n    tasks(limit: 100) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n": types.BoardWithTasksFieldsFragmentDoc,
    "\n  fragment BoardTagFields on Tag {\n    id\n    name\n    color\n    type\n    room_id\n  }\n": types.BoardTagFieldsFragmentDoc,
    "\n  fragment BoardCommentFields on MemoTask {\n    id\n    task_id\n    content\n    isMessage\n    message_id\n    user_created_id\n    createdAt\n    user { ...BoardUserFields }\n  }\n": types.BoardCommentFieldsFragmentDoc,
    "\n  fragment BoardTemplateFields on Template {\n    id\n    name\n    type\n  }\n": types.BoardTemplateFieldsFragmentDoc,
    "\n  fragment BoardTaskEventFields on UpdateOrderTaskResult {\n    room_id\n    action\n    board_id\n    user_id\n    tasks { ...BoardTaskFields }\n  }\n": types.BoardTaskEventFieldsFragmentDoc,
    "\n  query BoardListBoards($room_id: ID!, $is_archive: Boolean, $nextToken: String) {\n    listBoardsByRoom(room_id: $room_id, is_archive: $is_archive, limit: 20, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...BoardFields\n        tasks(limit: 60) {\n          items { ...BoardTaskFields }\n          nextToken\n        }\n      }\n      nextToken\n    }\n  }\n": types.BoardListBoardsDocument,
    "\n  query BoardFilterTasks($filter: TaskFilterInput!, $nextToken: String) {\n    listTasks(filter: $filter, nextToken: $nextToken) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n": types.BoardFilterTasksDocument,
    "\n  query BoardMoreTasks($id: ID!, $nextToken: String) {\n    getBoard(id: $id) {\n      id\n      tasks(limit: 100, nextToken: $nextToken) {\n        items { ...BoardTaskFields }\n        nextToken\n      }\n    }\n  }\n": types.BoardMoreTasksDocument,
    "\n  query BoardListArchived($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: true, limit: 100) {\n      items { ...BoardFields }\n      nextToken\n    }\n  }\n": types.BoardListArchivedDocument,
    "\n  query BoardAllRooms($nextToken: String) {\n    getListBoardAllRoom(limit: 10, nextToken: $nextToken) {\n      items {\n        ...BoardWithTasksFields\n        room { id name }\n      }\n      nextToken\n    }\n  }\n": types.BoardAllRoomsDocument,
    "\n  query BoardRoomMembers($room_id: ID!, $nextToken: String) {\n    userRoom(room_id: $room_id, limit: 100, nextToken: $nextToken) {\n      items { id user_id role viewerCan { editBoards removeBoards importBoards } user { ...BoardUserFields } }\n      nextToken\n    }\n  }\n": types.BoardRoomMembersDocument,
    "\n  query BoardListTags($room_id: ID!, $nextToken: String) {\n    listTags(filter: { room_id: $room_id, mode: 2 }, limit: 100, nextToken: $nextToken) {\n      items { ...BoardTagFields }\n      nextToken\n    }\n  }\n": types.BoardListTagsDocument,
    "\n  mutation BoardCreateTag($input: CreateTagInput!) {\n    createTag(input: $input) { ...BoardTagFields }\n  }\n": types.BoardCreateTagDocument,
    "\n  mutation BoardUpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) { ...BoardTagFields }\n  }\n": types.BoardUpdateTagDocument,
    "\n  mutation BoardDeleteTag($input: DeleteTagInput!) {\n    deleteTag(input: $input) { id }\n  }\n": types.BoardDeleteTagDocument,
    "\n  mutation BoardCreate($input: CreateBoardByRoomInput!) {\n    createBoardByRoom(input: $input) { ...BoardFields }\n  }\n": types.BoardCreateDocument,
    "\n  mutation BoardUpdate($input: UpdateBoardInput!) {\n    updateBoardByRoom(input: $input) { ...BoardFields }\n  }\n": types.BoardUpdateDocument,
    "\n  mutation BoardMove($input: UpdateOrderBoardInput!) {\n    updateOrderBoard(input: $input) { ...BoardFields }\n  }\n": types.BoardMoveDocument,
    "\n  mutation BoardArchive($input: UpdateArchiveBoardInput!) {\n    updateArchiveBoard(input: $input) { ...BoardFields }\n  }\n": types.BoardArchiveDocument,
    "\n  mutation BoardSetDone($input: SetDoneBoardInput!) {\n    setDoneBoard(input: $input) { ...BoardFields }\n  }\n": types.BoardSetDoneDocument,
    "\n  mutation BoardClone($input: CloneBoardInput!) {\n    cloneBoard(input: $input) { ...BoardFields }\n  }\n": types.BoardCloneDocument,
    "\n  mutation BoardRemove($input: BoardIdInput!) {\n    removeBoard(input: $input) { id }\n  }\n": types.BoardRemoveDocument,
    "\n  mutation BoardCreateTask($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) { ...BoardTaskFields }\n  }\n": types.BoardCreateTaskDocument,
    "\n  mutation BoardUpdateTask($input: UpdateTaskInput!) {\n    updateTask(input: $input) { ...BoardTaskFields }\n  }\n": types.BoardUpdateTaskDocument,
    "\n  mutation BoardMoveTask($input: UpdateOrderTaskInput!) {\n    updateOrderTask(input: $input) {\n      ...BoardTaskEventFields\n    }\n  }\n": types.BoardMoveTaskDocument,
    "\n  mutation BoardRemoveTask($input: TaskIdInput!) {\n    removeTask(input: $input) { id }\n  }\n": types.BoardRemoveTaskDocument,
    "\n  query BoardTaskDetail($id: ID!) {\n    getTaskDetail(id: $id) { ...BoardTaskFields }\n  }\n": types.BoardTaskDetailDocument,
    "\n  mutation BoardUpdateTaskFiles($input: UpdateFileTaskInput!) {\n    updateFileTask(input: $input) { ...BoardTaskFields }\n  }\n": types.BoardUpdateTaskFilesDocument,
    "\n  query BoardFileLink($id: ID!) {\n    getFileDetail(id: $id) { id url thumbnailUrl type name }\n  }\n": types.BoardFileLinkDocument,
    "\n  mutation BoardDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) { id }\n  }\n": types.BoardDeleteFileDocument,
    "\n  query BoardComments($task_id: ID!, $user_room_id: ID!, $nextToken: String) {\n    listCommentByTasks(task_id: $task_id, user_room_id: $user_room_id, limit: 100, nextToken: $nextToken, sortDirection: \"ASC\") {\n      items { ...BoardCommentFields }\n      nextToken\n    }\n  }\n": types.BoardCommentsDocument,
    "\n  mutation BoardCreateComment($input: CreateMemoTasksInput!) {\n    createMemoTasks(input: $input) { ...BoardCommentFields }\n  }\n": types.BoardCreateCommentDocument,
    "\n  mutation BoardDeleteComment($input: MemoTaskIdInput!) {\n    deleteMemoTask(input: $input) { id }\n  }\n": types.BoardDeleteCommentDocument,
    "\n  query BoardTemplates {\n    listTemplates(filter: { mode: 1 }, limit: 100) {\n      items { ...BoardTemplateFields }\n      nextToken\n    }\n  }\n": types.BoardTemplatesDocument,
    "\n  mutation BoardApplyTemplate($input: CloneTemplateBoardInput!) {\n    cloneTemplateBoard(input: $input) { room_id boards { id } }\n  }\n": types.BoardApplyTemplateDocument,
    "\n  mutation BoardSaveTemplate($input: CreateTemplateInput!) {\n    createTemplate(input: $input) { ...BoardTemplateFields }\n  }\n": types.BoardSaveTemplateDocument,
    "\n  subscription BoardOnTask($room_id: ID!, $after: String) {\n    onUpdateOrderTask(room_id: $room_id, after: $after) {\n      ...BoardTaskEventFields\n    }\n  }\n": types.BoardOnTaskDocument,
    "\n  subscription BoardOnBoard($room_id: ID!, $after: String) {\n    onUpdateBoard(room_id: $room_id, after: $after) {\n      room_id\n      action\n      board_id\n      user_id\n      boards { ...BoardFields }\n    }\n  }\n": types.BoardOnBoardDocument,
    "\n  query BoardTaskHistory($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      history { id action subject from_board_name to_board_name createdAt user { id name } }\n    }\n  }\n": types.BoardTaskHistoryDocument,
    "\n  query BoardTaskChecklists($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      updatedAt\n      checklists { ...BoardChecklistFields }\n    }\n  }\n": types.BoardTaskChecklistsDocument,
    "\n  mutation BoardCreateChecklist($input: CreateTaskChecklistInput!) {\n    createTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardCreateChecklistDocument,
    "\n  mutation BoardRenameChecklist($input: UpdateTaskChecklistInput!) {\n    updateTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardRenameChecklistDocument,
    "\n  mutation BoardMoveChecklist($input: MoveChecklistInput!) {\n    moveTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardMoveChecklistDocument,
    "\n  mutation BoardDeleteChecklist($input: ChecklistIdInput!) {\n    deleteTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardDeleteChecklistDocument,
    "\n  mutation BoardCreateChecklistItem($input: CreateChecklistItemInput!) {\n    createChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardCreateChecklistItemDocument,
    "\n  mutation BoardUpdateChecklistItem($input: UpdateChecklistItemInput!) {\n    updateChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardUpdateChecklistItemDocument,
    "\n  mutation BoardMoveChecklistItem($input: MoveChecklistInput!) {\n    moveChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardMoveChecklistItemDocument,
    "\n  mutation BoardDeleteChecklistItem($input: ChecklistIdInput!) {\n    deleteChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n": types.BoardDeleteChecklistItemDocument,
    "\n  fragment ChatRoomFields on Room {\n    id\n    name\n    image\n    description\n    overview\n    public\n    kind\n    musubiCode\n    totalUser\n  }\n": types.ChatRoomFieldsFragmentDoc,
    "\n  fragment ChatUserRoomFields on UserRoom {\n    id\n    user_id\n    room_id\n    folder_id\n    favorite\n    unread_messages\n    unread_mentions\n    role\n    viewerCan {\n      post\n      moderateMessages\n      manageMembers\n      editRoomInfo\n    }\n    last_message\n    last_read_seq\n    archived\n    removed\n    updatedAt\n    room {\n      ...ChatRoomFields\n      last_seq\n      directPartner {\n        id\n        name\n        image\n      }\n    }\n  }\n": types.ChatUserRoomFieldsFragmentDoc,
    "\n  query ChatListMyRooms($user_id: ID!, $nextToken: String) {\n    listUserRoomByUser(user_id: $user_id, limit: 100, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...ChatUserRoomFields\n      }\n      nextToken\n    }\n  }\n": types.ChatListMyRoomsDocument,
    "\n  subscription ChatOnUpdateUserRoom($user_id: ID!, $after: String) {\n    onUpdateUserRoom(user_id: $user_id, after: $after) {\n      ...ChatUserRoomFields\n    }\n  }\n": types.ChatOnUpdateUserRoomDocument,
    "\n  mutation ChatAddRoom($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n      name\n    }\n  }\n": types.ChatAddRoomDocument,
    "\n  mutation ChatJoinRoomByCode($input: JoinRoomByCodeInput!) {\n    joinRoomByCode(input: $input) {\n      id\n      room_id\n    }\n  }\n": types.ChatJoinRoomByCodeDocument,
    "\n  mutation ChatUpdateUserRoom($input: UpdateUserRoomInput!) {\n    updateUserRoom(input: $input) {\n      ...ChatUserRoomFields\n    }\n  }\n": types.ChatUpdateUserRoomDocument,
    "\n  mutation ChatMarkRead($input: UpdateUnreadUserRoomInput!) {\n    updateUnreadUserRoom(input: $input) {\n      id\n      unread_messages\n      unread_mentions\n      last_read_seq\n    }\n  }\n": types.ChatMarkReadDocument,
    "\n  query ChatRoomMembers($room_id: ID!) {\n    userRoom(room_id: $room_id, limit: 100) {\n      items {\n        id\n        user_id\n        role\n        accountNumber\n        user {\n          id\n          name\n          image\n        }\n      }\n    }\n  }\n": types.ChatRoomMembersDocument,
    "\n  mutation ChatUpdateRole($input: UpdateRoleUserRoomInput!) {\n    customUpdateRoleUserRoom(input: $input) {\n      id\n      role\n    }\n  }\n": types.ChatUpdateRoleDocument,
    "\n  mutation ChatRemoveMember($input: DeleteUserRoomInput!) {\n    customDeleteUserRoom(input: $input) {\n      id\n    }\n  }\n": types.ChatRemoveMemberDocument,
    "\n  fragment ChatMessageFields on Message {\n    id\n    content\n    user_id\n    room_id\n    reply_message_id\n    to_user_id\n    is_to_all\n    seq\n    change_seq\n    client_key\n    editedAt\n    createdAt\n    deletedAt\n    emotions {\n      user_id\n      emotion\n    }\n    user {\n      id\n      name\n      image\n      isBot\n    }\n    files {\n      items {\n        ...FileFields\n      }\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatMessagesByRoom($room_id: ID!, $limit: Int, $nextToken: String, $afterSeq: Int) {\n    customGetMessagesByRoom(room_id: $room_id, limit: $limit, nextToken: $nextToken, afterSeq: $afterSeq) {\n      items {\n        ...ChatMessageFields\n      }\n      nextToken\n    }\n  }\n": types.ChatMessagesByRoomDocument,
    "\n  query ChatGetMessage($id: ID!) {\n    customGetMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatGetMessageDocument,
    "\n  mutation ChatCreateMessage($input: CreateMessageInput!) {\n    createMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatCreateMessageDocument,
    "\n  mutation ChatUpdateMessage($input: UpdateMessageInput!) {\n    updateMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatUpdateMessageDocument,
    "\n  mutation ChatDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatDeleteMessageDocument,
    "\n  subscription ChatOnMessageChanges($room_id: ID!, $afterSeq: Int!) {\n    onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatOnMessageChangesDocument,
    "\n  fragment ChatDraftFields on Draft {\n    id\n    room_id\n    action\n    message_id\n    draft\n    version\n    updatedAt\n  }\n": types.ChatDraftFieldsFragmentDoc,
    "\n  query ChatGetDrafts {\n    getDraftMessages {\n      id\n      liveMark\n      drafts {\n        ...ChatDraftFields\n      }\n    }\n  }\n": types.ChatGetDraftsDocument,
    "\n  mutation ChatSaveDraft($input: DraftInput!) {\n    createOrUpdateDraftMessages(input: $input) {\n      id\n      saved {\n        ...ChatDraftFields\n      }\n    }\n  }\n": types.ChatSaveDraftDocument,
    "\n  subscription ChatOnDraft($user_id: ID!, $after: String) {\n    onDraftMessage(user_id: $user_id, after: $after) {\n      ...ChatDraftFields\n    }\n  }\n": types.ChatOnDraftDocument,
    "\n  query ChatRoomDetail($id: ID!) {\n    getRoomDetail(id: $id) {\n      ...ChatRoomFields\n    }\n  }\n": types.ChatRoomDetailDocument,
    "\n  mutation ChatUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      id\n      name\n      image\n      description\n      overview\n      public\n    }\n  }\n": types.ChatUpdateRoomDocument,
    "\n  mutation ChatRegenerateRoomCode($input: RegenerateRoomCodeInput!) {\n    regenerateRoomCode(input: $input) {\n      id\n      musubiCode\n    }\n  }\n": types.ChatRegenerateRoomCodeDocument,
    "\n  query ChatContactsForPicker {\n    listContacts(limit: 100) {\n      items {\n        id\n        name\n        image\n      }\n    }\n  }\n": types.ChatContactsForPickerDocument,
    "\n  query ChatSearchMessages($content: String, $nextToken: String) {\n    searchMessages(content: $content, limit: 30, nextToken: $nextToken) {\n      items {\n        id\n        content\n        room_id\n        createdAt\n        room {\n          id\n          name\n          kind\n          directPartner {\n            id\n            name\n            image\n          }\n        }\n        user {\n          id\n          name\n        }\n      }\n      nextToken\n    }\n  }\n": types.ChatSearchMessagesDocument,
    "\n  query ChatRoomBoardsForTask($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.ChatRoomBoardsForTaskDocument,
    "\n  mutation ChatCreateTaskFromMessage($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) {\n      id\n      board_id\n      room_id\n      name\n    }\n  }\n": types.ChatCreateTaskFromMessageDocument,
    "\n  mutation ChatAddMember($input: CreateUserRoomInput!) {\n    customCreateUserRoom(input: $input) {\n      id\n      user_id\n      role\n    }\n  }\n": types.ChatAddMemberDocument,
    "\n  mutation ChatInviteToRoom($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n    }\n  }\n": types.ChatInviteToRoomDocument,
    "\n  query ChatRoomInvites($room_id: ID!) {\n    listRoomInvites(room_id: $room_id, limit: 100) {\n      items {\n        id\n        email\n        role\n        expiresAt\n        inviter {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ChatRoomInvitesDocument,
    "\n  mutation ChatRevokeRoomInvite($input: DeleteInviteByEmailInput!) {\n    revokeRoomInvite(input: $input)\n  }\n": types.ChatRevokeRoomInviteDocument,
    "\n  mutation ChatRemoveRoom($input: RemoveRoomInput!) {\n    removeRoomByRole(input: $input) {\n      id\n    }\n  }\n": types.ChatRemoveRoomDocument,
    "\n  query ChatFolders($created_user_id: ID!) {\n    foldersByDate(created_user_id: $created_user_id, sortDirection: \"ASC\", limit: 100) {\n      items {\n        id\n        name\n        createdAt\n      }\n    }\n  }\n": types.ChatFoldersDocument,
    "\n  mutation ChatCreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      id\n      name\n      createdAt\n    }\n  }\n": types.ChatCreateFolderDocument,
    "\n  mutation ChatRenameFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      id\n      name\n    }\n  }\n": types.ChatRenameFolderDocument,
    "\n  mutation ChatDeleteFolder($input: DeleteFolderInput!) {\n    customDeleteFolder(input: $input) {\n      id\n    }\n  }\n": types.ChatDeleteFolderDocument,
    "\n  fragment ContactPersonFields on User {\n    id\n    name\n    image\n    company_name\n  }\n": types.ContactPersonFieldsFragmentDoc,
    "\n  query ContactsList {\n    listContacts(limit: 100) {\n      items {\n        ...ContactPersonFields\n        email\n      }\n    }\n    received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        request_user {\n          ...ContactPersonFields\n        }\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        user {\n          ...ContactPersonFields\n        }\n      }\n    }\n  }\n": types.ContactsListDocument,
    "\n  mutation ContactsRequest($input: CreateContactRequestInput!) {\n    customCreateContactRequest(input: $input) {\n      id\n    }\n  }\n": types.ContactsRequestDocument,
    "\n  mutation ContactsAccept($input: ContactRequestIdInput!) {\n    acceptRequestContact(input: $input) {\n      id\n    }\n  }\n": types.ContactsAcceptDocument,
    "\n  mutation ContactsDecline($input: ContactRequestIdInput!) {\n    customDeleteContactRequest(input: $input)\n  }\n": types.ContactsDeclineDocument,
    "\n  mutation ContactsInvite($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n      email\n    }\n  }\n": types.ContactsInviteDocument,
    "\n  query ContactsProfile($id: ID!, $viewer: ID!) {\n    getProfile(id: $id) {\n      id\n      name\n      image\n      company_name\n      industry\n      position\n      email\n      phone\n    }\n    userNote(user_id: $viewer, user_note_id: $id, limit: 1) {\n      items {\n        id\n        content\n        updatedAt\n      }\n    }\n  }\n": types.ContactsProfileDocument,
    "\n  mutation ContactsCreateNote($input: CreateUserNoteInput!) {\n    createUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n": types.ContactsCreateNoteDocument,
    "\n  mutation ContactsUpdateNote($input: UpdateUserNoteInput!) {\n    updateUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n": types.ContactsUpdateNoteDocument,
    "\n  query ContactsFindPeople($search: String) {\n    findUsers(search: $search) {\n      items {\n        ...ContactPersonFields\n      }\n    }\n  }\n": types.ContactsFindPeopleDocument,
    "\n  mutation ContactsRemove($input: RemoveContactInput!) {\n    removeContact(input: $input)\n  }\n": types.ContactsRemoveDocument,
    "\n  mutation ContactsOpenDirect($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n    }\n  }\n": types.ContactsOpenDirectDocument,
    "\n  query ContactsColleagueInvited {\n    listContacts(limit: 1) {\n      items {\n        id\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 1) {\n      items {\n        id\n      }\n    }\n    invites: listInviteByEmails(limit: 20) {\n      items {\n        id\n        usedAt\n        expiresAt\n      }\n    }\n  }\n": types.ContactsColleagueInvitedDocument,
    "\n  fragment ExportJobFields on ExportJob {\n    id\n    kind\n    state\n    roomCount\n    done\n    total\n    counts\n    size\n    error\n    downloadPath\n    expiresAt\n    createdAt\n    finishedAt\n  }\n": types.ExportJobFieldsFragmentDoc,
    "\n  query ExportJobs {\n    listExportJobs {\n      ...ExportJobFields\n    }\n  }\n": types.ExportJobsDocument,
    "\n  query MyExportJobs {\n    listMyExportJobs {\n      ...ExportJobFields\n    }\n  }\n": types.MyExportJobsDocument,
    "\n  query ExportableRooms($search: String) {\n    exportableRooms(search: $search) {\n      id\n      name\n      countUser\n    }\n  }\n": types.ExportableRoomsDocument,
    "\n  mutation StartExport($input: StartExportInput!) {\n    startExport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n": types.StartExportDocument,
    "\n  mutation CancelExportJob($id: ID!) {\n    cancelExportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": types.CancelExportJobDocument,
    "\n  fragment FileFields on File {\n    id\n    name\n    size\n    type\n    room_id\n    message_id\n    user_created_id\n    url\n    thumbnailUrl\n    width\n    height\n    createdAt\n    userCreated {\n      id\n      name\n    }\n  }\n": types.FileFieldsFragmentDoc,
    "\n  query RoomFiles($room_id: ID!, $type: String, $nextToken: String) {\n    getFilesFunction(room_id: $room_id, type: $type, limit: 50, nextToken: $nextToken) {\n      items {\n        ...FileFields\n      }\n      nextToken\n    }\n    getVolumeFileFunction(room_id: $room_id, type: $type) {\n      total_file\n      total_file_size\n    }\n  }\n": types.RoomFilesDocument,
    "\n  mutation SoftDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) {\n      id\n      deletedAt\n    }\n  }\n": types.SoftDeleteFileDocument,
    "\n  query ImportJobs($room_id: ID) {\n    listImportJobs(room_id: $room_id) {\n      id\n      kind\n      room_id\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n": types.ImportJobsDocument,
    "\n  query ImportJob($id: ID!) {\n    getImportJob(id: $id) {\n      id\n      kind\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n": types.ImportJobDocument,
    "\n  mutation StartImportJob($id: ID!) {\n    startImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": types.StartImportJobDocument,
    "\n  mutation CancelImportJob($id: ID!) {\n    cancelImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": types.CancelImportJobDocument,
    "\n  query ImportRooms($user_id: ID!) {\n    listUserRoomByUser(user_id: $user_id, limit: 100) {\n      items {\n        id\n        room {\n          id\n          name\n          kind\n        }\n      }\n    }\n  }\n": types.ImportRoomsDocument,
    "\n  mutation InviteJoinRoom($input: RedeemInviteInput!) {\n    updateUserContactJoinRoom(input: $input) {\n      id\n      room_id\n    }\n  }\n": types.InviteJoinRoomDocument,
    "\n  mutation InviteContact($input: RedeemInviteInput!) {\n    handleRequestMailContact(input: $input) {\n      id\n    }\n  }\n": types.InviteContactDocument,
    "\n  fragment BellNotificationFields on Notification {\n    id\n    content\n    status\n    type\n    link\n    room_id\n    room_name\n    createdAt\n    user_created {\n      id\n      name\n      image\n    }\n  }\n": types.BellNotificationFieldsFragmentDoc,
    "\n  query BellNotifications {\n    latest: customGetNotifications(limit: 30) {\n      liveMark\n      items {\n        ...BellNotificationFields\n      }\n    }\n    unread: customGetNotifications(limit: 100, filter: { status: 0 }) {\n      items {\n        id\n      }\n    }\n  }\n": types.BellNotificationsDocument,
    "\n  mutation BellMarkNotification($input: UpdateNotificationInput!) {\n    customUpdateNotification(input: $input) {\n      id\n      status\n    }\n  }\n": types.BellMarkNotificationDocument,
    "\n  subscription BellOnCreateNotification($user_id: ID!, $after: String) {\n    onCreateNotification(user_id: $user_id, after: $after) {\n      ...BellNotificationFields\n    }\n  }\n": types.BellOnCreateNotificationDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  query PushDevices {\n    pushDevices {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n": types.PushDevicesDocument,
    "\n  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n": types.RegisterPushDeviceDocument,
    "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": types.RemovePushDeviceDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query RoomNotificationLevel($room_id: ID!) {\n    roomNotificationLevel(room_id: $room_id)\n  }\n": types.RoomNotificationLevelDocument,
    "\n  mutation SetRoomNotificationLevel($room_id: ID!, $level: NotificationLevel!) {\n    setRoomNotificationLevel(room_id: $room_id, level: $level)\n  }\n": types.SetRoomNotificationLevelDocument,
    "\n  query SignedInDevices {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.SignedInDevicesDocument,
    "\n  mutation EndSignedInDevice($id: ID) {\n    endSignedInDevice(id: $id)\n  }\n": types.EndSignedInDeviceDocument,
    "\n  mutation ConfirmSignIn($input: ConfirmSignInInput!) {\n    confirmSignIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": types.ConfirmSignInDocument,
    "\n  query TwoStepStatus {\n    twoStepStatus {\n      totpEnabled\n      recoveryCodesLeft\n    }\n  }\n": types.TwoStepStatusDocument,
    "\n  mutation BeginTotpSetup {\n    beginTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n": types.BeginTotpSetupDocument,
    "\n  mutation ConfirmTotpSetup($code: String) {\n    confirmTotpSetup(code: $code)\n  }\n": types.ConfirmTotpSetupDocument,
    "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input)\n  }\n": types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($password: String) {\n    regenerateRecoveryCodes(password: $password)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  query TwoStepRequirement {\n    twoStepRequirement {\n      required\n      enforcedAt\n    }\n    twoStepStatus {\n      totpEnabled\n    }\n  }\n": types.TwoStepRequirementDocument,
    "\n  mutation UpdateTwoStepRequirement($input: TwoStepRequirementInput!) {\n    updateTwoStepRequirement(input: $input) {\n      required\n      enforcedAt\n    }\n  }\n": types.UpdateTwoStepRequirementDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n": types.BeginPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n": types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn\n  }\n": types.BeginPasskeySignInDocument,
    "\n  mutation SignInWithPasskey($response: JSON) {\n    signInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": types.SignInWithPasskeyDocument,
    "\n  mutation BeginPasskeySecondStep {\n    beginPasskeySecondStep\n  }\n": types.BeginPasskeySecondStepDocument,
    "\n  mutation ConfirmSignInWithPasskey($response: JSON) {\n    confirmSignInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": types.ConfirmSignInWithPasskeyDocument,
    "\n  query IncomingWebhooks($room_id: ID!) {\n    incomingWebhooks(room_id: $room_id) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      image\n    }\n  }\n": types.IncomingWebhooksDocument,
    "\n  mutation CreateIncomingWebhook($input: CreateIncomingWebhookInput!) {\n    createIncomingWebhook(input: $input) {\n      webhook {\n        id\n        name\n        createdAt\n        lastUsedAt\n        image\n      }\n      url\n    }\n  }\n": types.CreateIncomingWebhookDocument,
    "\n  mutation RevokeIncomingWebhook($id: ID!) {\n    revokeIncomingWebhook(id: $id)\n  }\n": types.RevokeIncomingWebhookDocument,
    "\n  query OutgoingWebhooks($room_id: ID!) {\n    outgoingWebhooks(room_id: $room_id) {\n      id\n      url\n      events\n      user_id\n      createdAt\n    }\n  }\n": types.OutgoingWebhooksDocument,
    "\n  mutation CreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) {\n    createOutgoingWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n": types.CreateOutgoingWebhookDocument,
    "\n  mutation RevokeOutgoingWebhook($id: ID!) {\n    revokeOutgoingWebhook(id: $id)\n  }\n": types.RevokeOutgoingWebhookDocument,
    "\n  query WebhookDeliveries($webhook_id: ID!) {\n    webhookDeliveries(webhook_id: $webhook_id) {\n      id\n      event_type\n      state\n      attempts\n      response_status\n      error\n      createdAt\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  query MentionWebhooks {\n    mentionWebhooks {\n      id\n      url\n      createdAt\n    }\n  }\n": types.MentionWebhooksDocument,
    "\n  mutation CreateMentionWebhook($input: CreateMentionWebhookInput!) {\n    createMentionWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n": types.CreateMentionWebhookDocument,
    "\n  mutation RevokeMentionWebhook($id: ID!) {\n    revokeMentionWebhook(id: $id)\n  }\n": types.RevokeMentionWebhookDocument,
    "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n": types.CaptchaChallengeDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      isSignUpComplete\n      userId\n      nextStep {\n        signUpStep\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ConfirmSignUp($code: String) {\n    confirmSignUp(code: $code)\n  }\n": types.ConfirmSignUpDocument,
    "\n  mutation ResendSignUpCode {\n    resendSignUpCode\n  }\n": types.ResendSignUpCodeDocument,
    "\n  mutation SignOut($global: Boolean) {\n    signOut(global: $global)\n  }\n": types.SignOutDocument,
    "\n  mutation ResetPassword($email: String) {\n    resetPassword(email: $email)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input)\n  }\n": types.ConfirmResetPasswordDocument,
    "\n  mutation UpdatePassword($oldPassword: String, $newPassword: String) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.UpdatePasswordDocument,
    "\n  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {\n    sendMailUpdateEmail(input: $input)\n  }\n": types.SendMailUpdateEmailDocument,
    "\n  mutation UndoEmailChange($token: String) {\n    undoEmailChange(token: $token)\n  }\n": types.UndoEmailChangeDocument,
    "\n  mutation SetPasswordAfterEmailUndo($input: SetPasswordAfterEmailUndoInput!) {\n    setPasswordAfterEmailUndo(input: $input)\n  }\n": types.SetPasswordAfterEmailUndoDocument,
    "\n  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {\n    verifyUpdateEmail(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.VerifyUpdateEmailDocument,
    "\n  subscription OnSessionEnd {\n    onSessionEnd {\n      reason\n    }\n  }\n": types.OnSessionEndDocument,
    "\n  subscription OnUpdateViewer {\n    onUpdateViewer {\n      ...ViewerFields\n    }\n  }\n": types.OnUpdateViewerDocument,
    "\n  mutation CreateContactForm($input: CreateContactFormInput!) {\n    createContactForm(input: $input) {\n      id\n    }\n  }\n": types.CreateContactFormDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateLanguageDocument,
    "\n  fragment ViewerFields on User {\n    id\n    email\n    name\n    image\n    company_name\n    industry\n    position\n    post_code\n    prefectures\n    municipality\n    address\n    building\n    phone\n    phone2\n    qualifications\n    status\n    isFirstLogin\n    language\n    isAdmin\n    pendingEmail\n    recurring_id\n    charge_day\n    createdAt\n    updatedAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query GetUserDetail {\n    getUserDetail {\n      ...ViewerFields\n    }\n  }\n  \n": types.GetUserDetailDocument,
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
export function graphql(source: "\n  query AdminSearchUsers($id: ID, $name: String, $email: String, $status: Int, $limit: Int, $startKey: String) {\n    searchUser(id: $id, name: $name, email: $email, status: $status, limit: $limit, startKey: $startKey) {\n      items {\n        id\n        name\n        email\n        status\n        lastTimeLogin\n        createdAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminSearchUsers($id: ID, $name: String, $email: String, $status: Int, $limit: Int, $startKey: String) {\n    searchUser(id: $id, name: $name, email: $email, status: $status, limit: $limit, startKey: $startKey) {\n      items {\n        id\n        name\n        email\n        status\n        lastTimeLogin\n        createdAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserDetail($id: ID!) {\n    getAdminUserDetail(id: $id) {\n      user {\n        id\n        name\n        email\n        status\n        company_name\n        isAdmin\n        createdAt\n      }\n      rooms {\n        id\n        role\n        room {\n          id\n          name\n          totalUser\n        }\n      }\n      plan {\n        package_id\n        name\n        payment_type\n      }\n      transactions {\n        id\n        amount\n        status\n        createdAt\n        period_start\n        period_end\n      }\n      fileVolume\n      fileCount\n      lastSignInAt\n      activeSessions\n    }\n  }\n"): (typeof documents)["\n  query AdminUserDetail($id: ID!) {\n    getAdminUserDetail(id: $id) {\n      user {\n        id\n        name\n        email\n        status\n        company_name\n        isAdmin\n        createdAt\n      }\n      rooms {\n        id\n        role\n        room {\n          id\n          name\n          totalUser\n        }\n      }\n      plan {\n        package_id\n        name\n        payment_type\n      }\n      transactions {\n        id\n        amount\n        status\n        createdAt\n        period_start\n        period_end\n      }\n      fileVolume\n      fileCount\n      lastSignInAt\n      activeSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeStatusUser($input: ChangeStatusUserInput!) {\n    changeStatusUser(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeStatusUser($input: ChangeStatusUserInput!) {\n    changeStatusUser(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLogs($limit: Int, $nextToken: String) {\n    listAuditLogs(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          name\n          email\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLogs($limit: Int, $nextToken: String) {\n    listAuditLogs(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          name\n          email\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDefaultTags {\n    listTags(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDefaultTags {\n    listTags(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateDefaultTag($input: AdminDefaultTagInput!) {\n    adminCreateDefaultTag(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateDefaultTag($input: AdminDefaultTagInput!) {\n    adminCreateDefaultTag(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateDefaultTag($input: AdminDefaultTagInput!) {\n    adminUpdateDefaultTag(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateDefaultTag($input: AdminDefaultTagInput!) {\n    adminUpdateDefaultTag(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteDefaultTag($input: AdminDeleteInput!) {\n    adminDeleteDefaultTag(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteDefaultTag($input: AdminDeleteInput!) {\n    adminDeleteDefaultTag(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDefaultTemplates {\n    listTemplates(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        boards\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDefaultTemplates {\n    listTemplates(filter: { mode: 3 }, limit: 100) {\n      items {\n        id\n        name\n        boards\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveDefaultTemplate($input: AdminDefaultTemplateInput!) {\n    adminSaveDefaultTemplate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveDefaultTemplate($input: AdminDefaultTemplateInput!) {\n    adminSaveDefaultTemplate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteDefaultTemplate($input: AdminDeleteInput!) {\n    adminDeleteDefaultTemplate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteDefaultTemplate($input: AdminDeleteInput!) {\n    adminDeleteDefaultTemplate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMaintenanceJobs {\n    listMaintenanceJobs {\n      name\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query AdminMaintenanceJobs {\n    listMaintenanceJobs {\n      name\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRunMaintenanceJob($input: RunMaintenanceJobInput!) {\n    runMaintenanceJob(input: $input) {\n      name\n      processed\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRunMaintenanceJob($input: RunMaintenanceJobInput!) {\n    runMaintenanceJob(input: $input) {\n      name\n      processed\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminMaintenanceJobProgress($name: String!) {\n    onMaintenanceJobProgress(name: $name) {\n      name\n      processed\n      total\n    }\n  }\n"): (typeof documents)["\n  subscription AdminMaintenanceJobProgress($name: String!) {\n    onMaintenanceJobProgress(name: $name) {\n      name\n      processed\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      createdAt\n      lastUsedAt\n    }\n    apiSettings {\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      scope\n      createdAt\n      lastUsedAt\n    }\n    apiSettings {\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token {\n        id\n        name\n        scope\n        createdAt\n        lastUsedAt\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApiSettings($enabled: Boolean!) {\n    updateApiSettings(enabled: $enabled) {\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApiSettings($enabled: Boolean!) {\n    updateApiSettings(enabled: $enabled) {\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssistantTurnFields on ConversationMessage {\n    id\n    conversationId\n    role\n    content\n    status\n    error\n    context_room_id\n    context_board_id\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AssistantTurnFields on ConversationMessage {\n    id\n    conversationId\n    role\n    content\n    status\n    error\n    context_room_id\n    context_board_id\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantStatus {\n    getAssistantStatus {\n      configured\n      model\n      requestsToday\n      requestsPerDay\n    }\n  }\n"): (typeof documents)["\n  query AssistantStatus {\n    getAssistantStatus {\n      configured\n      model\n      requestsToday\n      requestsPerDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantConversations($limit: Int, $nextToken: String) {\n    listConversations(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        title\n        updatedAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query AssistantConversations($limit: Int, $nextToken: String) {\n    listConversations(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        title\n        updatedAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantConversation($id: ID!) {\n    getConversation(id: $id) {\n      id\n      title\n      messages {\n        ...AssistantTurnFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantConversation($id: ID!) {\n    getConversation(id: $id) {\n      id\n      title\n      messages {\n        ...AssistantTurnFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantCreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantUpdateConversation($input: UpdateConversationInput!) {\n    updateConversation(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input)\n  }\n"): (typeof documents)["\n  mutation AssistantDeleteConversation($input: DeleteConversationInput!) {\n    deleteConversation(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantSend($input: SendAssistantMessageInput!) {\n    sendAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantSend($input: SendAssistantMessageInput!) {\n    sendAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantStop($input: AssistantMessageIdInput!) {\n    stopAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantStop($input: AssistantMessageIdInput!) {\n    stopAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantRetry($input: AssistantMessageIdInput!) {\n    retryAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantRetry($input: AssistantMessageIdInput!) {\n    retryAssistantMessage(input: $input) {\n      ...AssistantTurnFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AssistantStream($conversationId: ID!) {\n    onAssistantMessage(conversationId: $conversationId) {\n      conversationId\n      messageId\n      delta\n      done\n      status\n      content\n      error\n    }\n  }\n"): (typeof documents)["\n  subscription AssistantStream($conversationId: ID!) {\n    onAssistantMessage(conversationId: $conversationId) {\n      conversationId\n      messageId\n      delta\n      done\n      status\n      content\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantContextRooms {\n    getRoomList(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantContextRooms {\n    getRoomList(limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantContextBoards($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantContextBoards($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageLimits on Package {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n"): (typeof documents)["\n  fragment PackageLimits on Package {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanLimitsInForce on HeadTransaction {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n"): (typeof documents)["\n  fragment PlanLimitsInForce on HeadTransaction {\n    package_id\n    payment_type\n    name\n    price\n    maxCapacityEveryFile\n    maxCapacityFileByUser\n    maxCapacityFileInRoom\n    maxRoom\n    maxContact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeadTransactionFields on HeadTransaction {\n    ...PlanLimitsInForce\n    createdAt\n    period_end\n    is_regis_auto\n    next_payment_type\n    auto_payment_failed\n    hasPaymentProfile\n  }\n"): (typeof documents)["\n  fragment HeadTransactionFields on HeadTransaction {\n    ...PlanLimitsInForce\n    createdAt\n    period_end\n    is_regis_auto\n    next_payment_type\n    auto_payment_failed\n    hasPaymentProfile\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadTransaction {\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n  }\n"): (typeof documents)["\n  query HeadTransaction {\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanPage {\n    listPackages {\n      ...PackageLimits\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getUsage {\n      roomCount\n      contactCount\n      fileSize\n    }\n  }\n"): (typeof documents)["\n  query PlanPage {\n    listPackages {\n      ...PackageLimits\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getUsage {\n      roomCount\n      contactCount\n      fileSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentSettingsFields on PaymentSettings {\n    provider\n    testMode\n    publishableKey\n  }\n"): (typeof documents)["\n  fragment PaymentSettingsFields on PaymentSettings {\n    provider\n    testMode\n    publishableKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCardSetup($input: HandleStripeTransactionInput!) {\n    handleStripeTransaction(input: $input) {\n      client_secret\n      customer_id\n    }\n  }\n"): (typeof documents)["\n  mutation StartCardSetup($input: HandleStripeTransactionInput!) {\n    handleStripeTransaction(input: $input) {\n      client_secret\n      customer_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCardChange {\n    handleStripeChangePaymentSetup {\n      client_secret\n      customer_id\n    }\n  }\n"): (typeof documents)["\n  mutation StartCardChange {\n    handleStripeChangePaymentSetup {\n      client_secret\n      customer_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePeriod($input: HandleStripeChangePeriodInput!) {\n    handleStripeChangePeriod(input: $input) {\n      payment_type\n      next_payment_type\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePeriod($input: HandleStripeChangePeriodInput!) {\n    handleStripeChangePeriod(input: $input) {\n      payment_type\n      next_payment_type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmCardSetup($input: HandleStripeConfirmSetupIntentInput!) {\n    handleStripeConfirmSetupIntent(input: $input) {\n      status\n      payment_method_id\n    }\n  }\n"): (typeof documents)["\n  query ConfirmCardSetup($input: HandleStripeConfirmSetupIntentInput!) {\n    handleStripeConfirmSetupIntent(input: $input) {\n      status\n      payment_method_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($input: HandleStripePaymentMethodInput!) {\n    handleStripePaymentMethod(input: $input) {\n      subscription_id\n      amount\n      transaction_id\n    }\n  }\n"): (typeof documents)["\n  mutation Subscribe($input: HandleStripePaymentMethodInput!) {\n    handleStripePaymentMethod(input: $input) {\n      subscription_id\n      amount\n      transaction_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentSuccess($input: HandleStripePaymentSuccessInput!) {\n    handleStripePaymentSuccess(input: $input) {\n      id\n      amount\n      package_id\n      payment_type\n      period_start\n      period_end\n      receiptUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentSuccess($input: HandleStripePaymentSuccessInput!) {\n    handleStripePaymentSuccess(input: $input) {\n      id\n      amount\n      package_id\n      payment_type\n      period_start\n      period_end\n      receiptUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCard($input: HandleStripeChangePaymentInput!) {\n    handleStripeChangePayment(input: $input) {\n      card_brand\n      last_digits\n      exp_month\n      exp_year\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeCard($input: HandleStripeChangePaymentInput!) {\n    handleStripeChangePayment(input: $input) {\n      card_brand\n      last_digits\n      exp_month\n      exp_year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeMethodPage {\n    getCard {\n      card_no\n      card_expire_date\n      card_brand\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n"): (typeof documents)["\n  query ChangeMethodPage {\n    getCard {\n      card_no\n      card_expire_date\n      card_brand\n    }\n    getHeadTransactionByUser {\n      ...HeadTransactionFields\n    }\n    getPaymentSettings {\n      ...PaymentSettingsFields\n    }\n    listPackages {\n      ...PackageLimits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPlan {\n    handleStripeRemoveInfo {\n      package_id\n      period_end\n      is_regis_auto\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPlan {\n    handleStripeRemoveInfo {\n      package_id\n      period_end\n      is_regis_auto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionHistory($limit: Int, $nextToken: String) {\n    listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        status\n        package_id\n        payment_type\n        is_regis_auto\n        period_start\n        period_end\n        receiptUrl\n        createdAt\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query TransactionHistory($limit: Int, $nextToken: String) {\n    listTransactionByUser(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        amount\n        status\n        package_id\n        payment_type\n        is_regis_auto\n        period_start\n        period_end\n        receiptUrl\n        createdAt\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanInForce {\n    getHeadTransactionByUser {\n      package_id\n      is_regis_auto\n      auto_payment_failed\n      hasPaymentProfile\n    }\n  }\n"): (typeof documents)["\n  query PlanInForce {\n    getHeadTransactionByUser {\n      package_id\n      is_regis_auto\n      auto_payment_failed\n      hasPaymentProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardUserFields on User {\n    id\n    name\n    image\n  }\n"): (typeof documents)["\n  fragment BoardUserFields on User {\n    id\n    name\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardTaskFields on Task {\n    id\n    board_id\n    room_id\n    user_created_id\n    usersAssignee { ...BoardUserFields }\n    name\n    description\n    order\n    startDate\n    endDate\n    status\n    files { file_id name size type user_upload_name user_upload_id createdAt }\n    tags { id name color }\n    checklistProgress { done total }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment BoardTaskFields on Task {\n    id\n    board_id\n    room_id\n    user_created_id\n    usersAssignee { ...BoardUserFields }\n    name\n    description\n    order\n    startDate\n    endDate\n    status\n    files { file_id name size type user_upload_name user_upload_id createdAt }\n    tags { id name color }\n    checklistProgress { done total }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardChecklistFields on TaskChecklist {\n    id\n    name\n    items { id name is_done user_assignee_id }\n  }\n"): (typeof documents)["\n  fragment BoardChecklistFields on TaskChecklist {\n    id\n    name\n    items { id name is_done user_assignee_id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardFields on Board {\n    id\n    room_id\n    name\n    order\n    labels\n    color\n    startDate\n    endDate\n    is_archive\n    is_done\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment BoardFields on Board {\n    id\n    room_id\n    name\n    order\n    labels\n    color\n    startDate\n    endDate\n    is_archive\n    is_done\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardWithTasksFields on Board {\n    ...BoardFields\n    tasks(limit: 100) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  fragment BoardWithTasksFields on Board {\n    ...BoardFields\n    tasks(limit: 100) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardTagFields on Tag {\n    id\n    name\n    color\n    type\n    room_id\n  }\n"): (typeof documents)["\n  fragment BoardTagFields on Tag {\n    id\n    name\n    color\n    type\n    room_id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardCommentFields on MemoTask {\n    id\n    task_id\n    content\n    isMessage\n    message_id\n    user_created_id\n    createdAt\n    user { ...BoardUserFields }\n  }\n"): (typeof documents)["\n  fragment BoardCommentFields on MemoTask {\n    id\n    task_id\n    content\n    isMessage\n    message_id\n    user_created_id\n    createdAt\n    user { ...BoardUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardTemplateFields on Template {\n    id\n    name\n    type\n  }\n"): (typeof documents)["\n  fragment BoardTemplateFields on Template {\n    id\n    name\n    type\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardTaskEventFields on UpdateOrderTaskResult {\n    room_id\n    action\n    board_id\n    user_id\n    tasks { ...BoardTaskFields }\n  }\n"): (typeof documents)["\n  fragment BoardTaskEventFields on UpdateOrderTaskResult {\n    room_id\n    action\n    board_id\n    user_id\n    tasks { ...BoardTaskFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardListBoards($room_id: ID!, $is_archive: Boolean, $nextToken: String) {\n    listBoardsByRoom(room_id: $room_id, is_archive: $is_archive, limit: 20, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...BoardFields\n        tasks(limit: 60) {\n          items { ...BoardTaskFields }\n          nextToken\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardListBoards($room_id: ID!, $is_archive: Boolean, $nextToken: String) {\n    listBoardsByRoom(room_id: $room_id, is_archive: $is_archive, limit: 20, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...BoardFields\n        tasks(limit: 60) {\n          items { ...BoardTaskFields }\n          nextToken\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardFilterTasks($filter: TaskFilterInput!, $nextToken: String) {\n    listTasks(filter: $filter, nextToken: $nextToken) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardFilterTasks($filter: TaskFilterInput!, $nextToken: String) {\n    listTasks(filter: $filter, nextToken: $nextToken) {\n      items { ...BoardTaskFields }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardMoreTasks($id: ID!, $nextToken: String) {\n    getBoard(id: $id) {\n      id\n      tasks(limit: 100, nextToken: $nextToken) {\n        items { ...BoardTaskFields }\n        nextToken\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoardMoreTasks($id: ID!, $nextToken: String) {\n    getBoard(id: $id) {\n      id\n      tasks(limit: 100, nextToken: $nextToken) {\n        items { ...BoardTaskFields }\n        nextToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardListArchived($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: true, limit: 100) {\n      items { ...BoardFields }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardListArchived($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: true, limit: 100) {\n      items { ...BoardFields }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardAllRooms($nextToken: String) {\n    getListBoardAllRoom(limit: 10, nextToken: $nextToken) {\n      items {\n        ...BoardWithTasksFields\n        room { id name }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardAllRooms($nextToken: String) {\n    getListBoardAllRoom(limit: 10, nextToken: $nextToken) {\n      items {\n        ...BoardWithTasksFields\n        room { id name }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardRoomMembers($room_id: ID!, $nextToken: String) {\n    userRoom(room_id: $room_id, limit: 100, nextToken: $nextToken) {\n      items { id user_id role viewerCan { editBoards removeBoards importBoards } user { ...BoardUserFields } }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardRoomMembers($room_id: ID!, $nextToken: String) {\n    userRoom(room_id: $room_id, limit: 100, nextToken: $nextToken) {\n      items { id user_id role viewerCan { editBoards removeBoards importBoards } user { ...BoardUserFields } }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardListTags($room_id: ID!, $nextToken: String) {\n    listTags(filter: { room_id: $room_id, mode: 2 }, limit: 100, nextToken: $nextToken) {\n      items { ...BoardTagFields }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardListTags($room_id: ID!, $nextToken: String) {\n    listTags(filter: { room_id: $room_id, mode: 2 }, limit: 100, nextToken: $nextToken) {\n      items { ...BoardTagFields }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardCreateTag($input: CreateTagInput!) {\n    createTag(input: $input) { ...BoardTagFields }\n  }\n"): (typeof documents)["\n  mutation BoardCreateTag($input: CreateTagInput!) {\n    createTag(input: $input) { ...BoardTagFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardUpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) { ...BoardTagFields }\n  }\n"): (typeof documents)["\n  mutation BoardUpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) { ...BoardTagFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardDeleteTag($input: DeleteTagInput!) {\n    deleteTag(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation BoardDeleteTag($input: DeleteTagInput!) {\n    deleteTag(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardCreate($input: CreateBoardByRoomInput!) {\n    createBoardByRoom(input: $input) { ...BoardFields }\n  }\n"): (typeof documents)["\n  mutation BoardCreate($input: CreateBoardByRoomInput!) {\n    createBoardByRoom(input: $input) { ...BoardFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardUpdate($input: UpdateBoardInput!) {\n    updateBoardByRoom(input: $input) { ...BoardFields }\n  }\n"): (typeof documents)["\n  mutation BoardUpdate($input: UpdateBoardInput!) {\n    updateBoardByRoom(input: $input) { ...BoardFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardMove($input: UpdateOrderBoardInput!) {\n    updateOrderBoard(input: $input) { ...BoardFields }\n  }\n"): (typeof documents)["\n  mutation BoardMove($input: UpdateOrderBoardInput!) {\n    updateOrderBoard(input: $input) { ...BoardFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardArchive($input: UpdateArchiveBoardInput!) {\n    updateArchiveBoard(input: $input) { ...BoardFields }\n  }\n"): (typeof documents)["\n  mutation BoardArchive($input: UpdateArchiveBoardInput!) {\n    updateArchiveBoard(input: $input) { ...BoardFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardSetDone($input: SetDoneBoardInput!) {\n    setDoneBoard(input: $input) { ...BoardFields }\n  }\n"): (typeof documents)["\n  mutation BoardSetDone($input: SetDoneBoardInput!) {\n    setDoneBoard(input: $input) { ...BoardFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardClone($input: CloneBoardInput!) {\n    cloneBoard(input: $input) { ...BoardFields }\n  }\n"): (typeof documents)["\n  mutation BoardClone($input: CloneBoardInput!) {\n    cloneBoard(input: $input) { ...BoardFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardRemove($input: BoardIdInput!) {\n    removeBoard(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation BoardRemove($input: BoardIdInput!) {\n    removeBoard(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardCreateTask($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) { ...BoardTaskFields }\n  }\n"): (typeof documents)["\n  mutation BoardCreateTask($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) { ...BoardTaskFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardUpdateTask($input: UpdateTaskInput!) {\n    updateTask(input: $input) { ...BoardTaskFields }\n  }\n"): (typeof documents)["\n  mutation BoardUpdateTask($input: UpdateTaskInput!) {\n    updateTask(input: $input) { ...BoardTaskFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardMoveTask($input: UpdateOrderTaskInput!) {\n    updateOrderTask(input: $input) {\n      ...BoardTaskEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation BoardMoveTask($input: UpdateOrderTaskInput!) {\n    updateOrderTask(input: $input) {\n      ...BoardTaskEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardRemoveTask($input: TaskIdInput!) {\n    removeTask(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation BoardRemoveTask($input: TaskIdInput!) {\n    removeTask(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardTaskDetail($id: ID!) {\n    getTaskDetail(id: $id) { ...BoardTaskFields }\n  }\n"): (typeof documents)["\n  query BoardTaskDetail($id: ID!) {\n    getTaskDetail(id: $id) { ...BoardTaskFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardUpdateTaskFiles($input: UpdateFileTaskInput!) {\n    updateFileTask(input: $input) { ...BoardTaskFields }\n  }\n"): (typeof documents)["\n  mutation BoardUpdateTaskFiles($input: UpdateFileTaskInput!) {\n    updateFileTask(input: $input) { ...BoardTaskFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardFileLink($id: ID!) {\n    getFileDetail(id: $id) { id url thumbnailUrl type name }\n  }\n"): (typeof documents)["\n  query BoardFileLink($id: ID!) {\n    getFileDetail(id: $id) { id url thumbnailUrl type name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation BoardDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardComments($task_id: ID!, $user_room_id: ID!, $nextToken: String) {\n    listCommentByTasks(task_id: $task_id, user_room_id: $user_room_id, limit: 100, nextToken: $nextToken, sortDirection: \"ASC\") {\n      items { ...BoardCommentFields }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardComments($task_id: ID!, $user_room_id: ID!, $nextToken: String) {\n    listCommentByTasks(task_id: $task_id, user_room_id: $user_room_id, limit: 100, nextToken: $nextToken, sortDirection: \"ASC\") {\n      items { ...BoardCommentFields }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardCreateComment($input: CreateMemoTasksInput!) {\n    createMemoTasks(input: $input) { ...BoardCommentFields }\n  }\n"): (typeof documents)["\n  mutation BoardCreateComment($input: CreateMemoTasksInput!) {\n    createMemoTasks(input: $input) { ...BoardCommentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardDeleteComment($input: MemoTaskIdInput!) {\n    deleteMemoTask(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation BoardDeleteComment($input: MemoTaskIdInput!) {\n    deleteMemoTask(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardTemplates {\n    listTemplates(filter: { mode: 1 }, limit: 100) {\n      items { ...BoardTemplateFields }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query BoardTemplates {\n    listTemplates(filter: { mode: 1 }, limit: 100) {\n      items { ...BoardTemplateFields }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardApplyTemplate($input: CloneTemplateBoardInput!) {\n    cloneTemplateBoard(input: $input) { room_id boards { id } }\n  }\n"): (typeof documents)["\n  mutation BoardApplyTemplate($input: CloneTemplateBoardInput!) {\n    cloneTemplateBoard(input: $input) { room_id boards { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardSaveTemplate($input: CreateTemplateInput!) {\n    createTemplate(input: $input) { ...BoardTemplateFields }\n  }\n"): (typeof documents)["\n  mutation BoardSaveTemplate($input: CreateTemplateInput!) {\n    createTemplate(input: $input) { ...BoardTemplateFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardOnTask($room_id: ID!, $after: String) {\n    onUpdateOrderTask(room_id: $room_id, after: $after) {\n      ...BoardTaskEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription BoardOnTask($room_id: ID!, $after: String) {\n    onUpdateOrderTask(room_id: $room_id, after: $after) {\n      ...BoardTaskEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardOnBoard($room_id: ID!, $after: String) {\n    onUpdateBoard(room_id: $room_id, after: $after) {\n      room_id\n      action\n      board_id\n      user_id\n      boards { ...BoardFields }\n    }\n  }\n"): (typeof documents)["\n  subscription BoardOnBoard($room_id: ID!, $after: String) {\n    onUpdateBoard(room_id: $room_id, after: $after) {\n      room_id\n      action\n      board_id\n      user_id\n      boards { ...BoardFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardTaskHistory($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      history { id action subject from_board_name to_board_name createdAt user { id name } }\n    }\n  }\n"): (typeof documents)["\n  query BoardTaskHistory($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      history { id action subject from_board_name to_board_name createdAt user { id name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoardTaskChecklists($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      updatedAt\n      checklists { ...BoardChecklistFields }\n    }\n  }\n"): (typeof documents)["\n  query BoardTaskChecklists($id: ID!) {\n    getTaskDetail(id: $id) {\n      id\n      updatedAt\n      checklists { ...BoardChecklistFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardCreateChecklist($input: CreateTaskChecklistInput!) {\n    createTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardCreateChecklist($input: CreateTaskChecklistInput!) {\n    createTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardRenameChecklist($input: UpdateTaskChecklistInput!) {\n    updateTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardRenameChecklist($input: UpdateTaskChecklistInput!) {\n    updateTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardMoveChecklist($input: MoveChecklistInput!) {\n    moveTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardMoveChecklist($input: MoveChecklistInput!) {\n    moveTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardDeleteChecklist($input: ChecklistIdInput!) {\n    deleteTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardDeleteChecklist($input: ChecklistIdInput!) {\n    deleteTaskChecklist(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardCreateChecklistItem($input: CreateChecklistItemInput!) {\n    createChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardCreateChecklistItem($input: CreateChecklistItemInput!) {\n    createChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardUpdateChecklistItem($input: UpdateChecklistItemInput!) {\n    updateChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardUpdateChecklistItem($input: UpdateChecklistItemInput!) {\n    updateChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardMoveChecklistItem($input: MoveChecklistInput!) {\n    moveChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardMoveChecklistItem($input: MoveChecklistInput!) {\n    moveChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoardDeleteChecklistItem($input: ChecklistIdInput!) {\n    deleteChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"): (typeof documents)["\n  mutation BoardDeleteChecklistItem($input: ChecklistIdInput!) {\n    deleteChecklistItem(input: $input) { ...BoardTaskFields checklists { ...BoardChecklistFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatRoomFields on Room {\n    id\n    name\n    image\n    description\n    overview\n    public\n    kind\n    musubiCode\n    totalUser\n  }\n"): (typeof documents)["\n  fragment ChatRoomFields on Room {\n    id\n    name\n    image\n    description\n    overview\n    public\n    kind\n    musubiCode\n    totalUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatUserRoomFields on UserRoom {\n    id\n    user_id\n    room_id\n    folder_id\n    favorite\n    unread_messages\n    unread_mentions\n    role\n    viewerCan {\n      post\n      moderateMessages\n      manageMembers\n      editRoomInfo\n    }\n    last_message\n    last_read_seq\n    archived\n    removed\n    updatedAt\n    room {\n      ...ChatRoomFields\n      last_seq\n      directPartner {\n        id\n        name\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChatUserRoomFields on UserRoom {\n    id\n    user_id\n    room_id\n    folder_id\n    favorite\n    unread_messages\n    unread_mentions\n    role\n    viewerCan {\n      post\n      moderateMessages\n      manageMembers\n      editRoomInfo\n    }\n    last_message\n    last_read_seq\n    archived\n    removed\n    updatedAt\n    room {\n      ...ChatRoomFields\n      last_seq\n      directPartner {\n        id\n        name\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatListMyRooms($user_id: ID!, $nextToken: String) {\n    listUserRoomByUser(user_id: $user_id, limit: 100, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...ChatUserRoomFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ChatListMyRooms($user_id: ID!, $nextToken: String) {\n    listUserRoomByUser(user_id: $user_id, limit: 100, nextToken: $nextToken) {\n      liveMark\n      items {\n        ...ChatUserRoomFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatOnUpdateUserRoom($user_id: ID!, $after: String) {\n    onUpdateUserRoom(user_id: $user_id, after: $after) {\n      ...ChatUserRoomFields\n    }\n  }\n"): (typeof documents)["\n  subscription ChatOnUpdateUserRoom($user_id: ID!, $after: String) {\n    onUpdateUserRoom(user_id: $user_id, after: $after) {\n      ...ChatUserRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatAddRoom($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ChatAddRoom($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatJoinRoomByCode($input: JoinRoomByCodeInput!) {\n    joinRoomByCode(input: $input) {\n      id\n      room_id\n    }\n  }\n"): (typeof documents)["\n  mutation ChatJoinRoomByCode($input: JoinRoomByCodeInput!) {\n    joinRoomByCode(input: $input) {\n      id\n      room_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatUpdateUserRoom($input: UpdateUserRoomInput!) {\n    updateUserRoom(input: $input) {\n      ...ChatUserRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChatUpdateUserRoom($input: UpdateUserRoomInput!) {\n    updateUserRoom(input: $input) {\n      ...ChatUserRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatMarkRead($input: UpdateUnreadUserRoomInput!) {\n    updateUnreadUserRoom(input: $input) {\n      id\n      unread_messages\n      unread_mentions\n      last_read_seq\n    }\n  }\n"): (typeof documents)["\n  mutation ChatMarkRead($input: UpdateUnreadUserRoomInput!) {\n    updateUnreadUserRoom(input: $input) {\n      id\n      unread_messages\n      unread_mentions\n      last_read_seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatRoomMembers($room_id: ID!) {\n    userRoom(room_id: $room_id, limit: 100) {\n      items {\n        id\n        user_id\n        role\n        accountNumber\n        user {\n          id\n          name\n          image\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatRoomMembers($room_id: ID!) {\n    userRoom(room_id: $room_id, limit: 100) {\n      items {\n        id\n        user_id\n        role\n        accountNumber\n        user {\n          id\n          name\n          image\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatUpdateRole($input: UpdateRoleUserRoomInput!) {\n    customUpdateRoleUserRoom(input: $input) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChatUpdateRole($input: UpdateRoleUserRoomInput!) {\n    customUpdateRoleUserRoom(input: $input) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatRemoveMember($input: DeleteUserRoomInput!) {\n    customDeleteUserRoom(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChatRemoveMember($input: DeleteUserRoomInput!) {\n    customDeleteUserRoom(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on Message {\n    id\n    content\n    user_id\n    room_id\n    reply_message_id\n    to_user_id\n    is_to_all\n    seq\n    change_seq\n    client_key\n    editedAt\n    createdAt\n    deletedAt\n    emotions {\n      user_id\n      emotion\n    }\n    user {\n      id\n      name\n      image\n      isBot\n    }\n    files {\n      items {\n        ...FileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on Message {\n    id\n    content\n    user_id\n    room_id\n    reply_message_id\n    to_user_id\n    is_to_all\n    seq\n    change_seq\n    client_key\n    editedAt\n    createdAt\n    deletedAt\n    emotions {\n      user_id\n      emotion\n    }\n    user {\n      id\n      name\n      image\n      isBot\n    }\n    files {\n      items {\n        ...FileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessagesByRoom($room_id: ID!, $limit: Int, $nextToken: String, $afterSeq: Int) {\n    customGetMessagesByRoom(room_id: $room_id, limit: $limit, nextToken: $nextToken, afterSeq: $afterSeq) {\n      items {\n        ...ChatMessageFields\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ChatMessagesByRoom($room_id: ID!, $limit: Int, $nextToken: String, $afterSeq: Int) {\n    customGetMessagesByRoom(room_id: $room_id, limit: $limit, nextToken: $nextToken, afterSeq: $afterSeq) {\n      items {\n        ...ChatMessageFields\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatGetMessage($id: ID!) {\n    customGetMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  query ChatGetMessage($id: ID!) {\n    customGetMessage(id: $id) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatCreateMessage($input: CreateMessageInput!) {\n    createMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChatCreateMessage($input: CreateMessageInput!) {\n    createMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatUpdateMessage($input: UpdateMessageInput!) {\n    updateMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChatUpdateMessage($input: UpdateMessageInput!) {\n    updateMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChatDeleteMessage($input: DeleteMessageInput!) {\n    deleteMessageByRole(input: $input) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatOnMessageChanges($room_id: ID!, $afterSeq: Int!) {\n    onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription ChatOnMessageChanges($room_id: ID!, $afterSeq: Int!) {\n    onMessageChanges(room_id: $room_id, afterSeq: $afterSeq) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatDraftFields on Draft {\n    id\n    room_id\n    action\n    message_id\n    draft\n    version\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ChatDraftFields on Draft {\n    id\n    room_id\n    action\n    message_id\n    draft\n    version\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatGetDrafts {\n    getDraftMessages {\n      id\n      liveMark\n      drafts {\n        ...ChatDraftFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatGetDrafts {\n    getDraftMessages {\n      id\n      liveMark\n      drafts {\n        ...ChatDraftFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatSaveDraft($input: DraftInput!) {\n    createOrUpdateDraftMessages(input: $input) {\n      id\n      saved {\n        ...ChatDraftFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChatSaveDraft($input: DraftInput!) {\n    createOrUpdateDraftMessages(input: $input) {\n      id\n      saved {\n        ...ChatDraftFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatOnDraft($user_id: ID!, $after: String) {\n    onDraftMessage(user_id: $user_id, after: $after) {\n      ...ChatDraftFields\n    }\n  }\n"): (typeof documents)["\n  subscription ChatOnDraft($user_id: ID!, $after: String) {\n    onDraftMessage(user_id: $user_id, after: $after) {\n      ...ChatDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatRoomDetail($id: ID!) {\n    getRoomDetail(id: $id) {\n      ...ChatRoomFields\n    }\n  }\n"): (typeof documents)["\n  query ChatRoomDetail($id: ID!) {\n    getRoomDetail(id: $id) {\n      ...ChatRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      id\n      name\n      image\n      description\n      overview\n      public\n    }\n  }\n"): (typeof documents)["\n  mutation ChatUpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      id\n      name\n      image\n      description\n      overview\n      public\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatRegenerateRoomCode($input: RegenerateRoomCodeInput!) {\n    regenerateRoomCode(input: $input) {\n      id\n      musubiCode\n    }\n  }\n"): (typeof documents)["\n  mutation ChatRegenerateRoomCode($input: RegenerateRoomCodeInput!) {\n    regenerateRoomCode(input: $input) {\n      id\n      musubiCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatContactsForPicker {\n    listContacts(limit: 100) {\n      items {\n        id\n        name\n        image\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatContactsForPicker {\n    listContacts(limit: 100) {\n      items {\n        id\n        name\n        image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSearchMessages($content: String, $nextToken: String) {\n    searchMessages(content: $content, limit: 30, nextToken: $nextToken) {\n      items {\n        id\n        content\n        room_id\n        createdAt\n        room {\n          id\n          name\n          kind\n          directPartner {\n            id\n            name\n            image\n          }\n        }\n        user {\n          id\n          name\n        }\n      }\n      nextToken\n    }\n  }\n"): (typeof documents)["\n  query ChatSearchMessages($content: String, $nextToken: String) {\n    searchMessages(content: $content, limit: 30, nextToken: $nextToken) {\n      items {\n        id\n        content\n        room_id\n        createdAt\n        room {\n          id\n          name\n          kind\n          directPartner {\n            id\n            name\n            image\n          }\n        }\n        user {\n          id\n          name\n        }\n      }\n      nextToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatRoomBoardsForTask($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatRoomBoardsForTask($room_id: ID!) {\n    listBoardsByRoom(room_id: $room_id, is_archive: false, limit: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatCreateTaskFromMessage($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) {\n      id\n      board_id\n      room_id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ChatCreateTaskFromMessage($input: CreateTaskByBoardInput!) {\n    createTaskByBoard(input: $input) {\n      id\n      board_id\n      room_id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatAddMember($input: CreateUserRoomInput!) {\n    customCreateUserRoom(input: $input) {\n      id\n      user_id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChatAddMember($input: CreateUserRoomInput!) {\n    customCreateUserRoom(input: $input) {\n      id\n      user_id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatInviteToRoom($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChatInviteToRoom($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatRoomInvites($room_id: ID!) {\n    listRoomInvites(room_id: $room_id, limit: 100) {\n      items {\n        id\n        email\n        role\n        expiresAt\n        inviter {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatRoomInvites($room_id: ID!) {\n    listRoomInvites(room_id: $room_id, limit: 100) {\n      items {\n        id\n        email\n        role\n        expiresAt\n        inviter {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatRevokeRoomInvite($input: DeleteInviteByEmailInput!) {\n    revokeRoomInvite(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChatRevokeRoomInvite($input: DeleteInviteByEmailInput!) {\n    revokeRoomInvite(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatRemoveRoom($input: RemoveRoomInput!) {\n    removeRoomByRole(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChatRemoveRoom($input: RemoveRoomInput!) {\n    removeRoomByRole(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatFolders($created_user_id: ID!) {\n    foldersByDate(created_user_id: $created_user_id, sortDirection: \"ASC\", limit: 100) {\n      items {\n        id\n        name\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatFolders($created_user_id: ID!) {\n    foldersByDate(created_user_id: $created_user_id, sortDirection: \"ASC\", limit: 100) {\n      items {\n        id\n        name\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatCreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      id\n      name\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChatCreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      id\n      name\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatRenameFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ChatRenameFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatDeleteFolder($input: DeleteFolderInput!) {\n    customDeleteFolder(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChatDeleteFolder($input: DeleteFolderInput!) {\n    customDeleteFolder(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactPersonFields on User {\n    id\n    name\n    image\n    company_name\n  }\n"): (typeof documents)["\n  fragment ContactPersonFields on User {\n    id\n    name\n    image\n    company_name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsList {\n    listContacts(limit: 100) {\n      items {\n        ...ContactPersonFields\n        email\n      }\n    }\n    received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        request_user {\n          ...ContactPersonFields\n        }\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        user {\n          ...ContactPersonFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactsList {\n    listContacts(limit: 100) {\n      items {\n        ...ContactPersonFields\n        email\n      }\n    }\n    received: listContactsRequests(filter: { direction: \"received\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        request_user {\n          ...ContactPersonFields\n        }\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 100) {\n      items {\n        id\n        email\n        createdAt\n        user {\n          ...ContactPersonFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsRequest($input: CreateContactRequestInput!) {\n    customCreateContactRequest(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ContactsRequest($input: CreateContactRequestInput!) {\n    customCreateContactRequest(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsAccept($input: ContactRequestIdInput!) {\n    acceptRequestContact(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ContactsAccept($input: ContactRequestIdInput!) {\n    acceptRequestContact(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsDecline($input: ContactRequestIdInput!) {\n    customDeleteContactRequest(input: $input)\n  }\n"): (typeof documents)["\n  mutation ContactsDecline($input: ContactRequestIdInput!) {\n    customDeleteContactRequest(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsInvite($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ContactsInvite($input: CreateInviteByEmailInput!) {\n    createInviteByEmail(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsProfile($id: ID!, $viewer: ID!) {\n    getProfile(id: $id) {\n      id\n      name\n      image\n      company_name\n      industry\n      position\n      email\n      phone\n    }\n    userNote(user_id: $viewer, user_note_id: $id, limit: 1) {\n      items {\n        id\n        content\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactsProfile($id: ID!, $viewer: ID!) {\n    getProfile(id: $id) {\n      id\n      name\n      image\n      company_name\n      industry\n      position\n      email\n      phone\n    }\n    userNote(user_id: $viewer, user_note_id: $id, limit: 1) {\n      items {\n        id\n        content\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsCreateNote($input: CreateUserNoteInput!) {\n    createUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ContactsCreateNote($input: CreateUserNoteInput!) {\n    createUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsUpdateNote($input: UpdateUserNoteInput!) {\n    updateUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ContactsUpdateNote($input: UpdateUserNoteInput!) {\n    updateUserNote(input: $input) {\n      id\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsFindPeople($search: String) {\n    findUsers(search: $search) {\n      items {\n        ...ContactPersonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactsFindPeople($search: String) {\n    findUsers(search: $search) {\n      items {\n        ...ContactPersonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsRemove($input: RemoveContactInput!) {\n    removeContact(input: $input)\n  }\n"): (typeof documents)["\n  mutation ContactsRemove($input: RemoveContactInput!) {\n    removeContact(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContactsOpenDirect($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ContactsOpenDirect($input: AddRoomInput!) {\n    addRoom(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsColleagueInvited {\n    listContacts(limit: 1) {\n      items {\n        id\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 1) {\n      items {\n        id\n      }\n    }\n    invites: listInviteByEmails(limit: 20) {\n      items {\n        id\n        usedAt\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactsColleagueInvited {\n    listContacts(limit: 1) {\n      items {\n        id\n      }\n    }\n    sent: listContactsRequests(filter: { direction: \"sent\", status: 0 }, limit: 1) {\n      items {\n        id\n      }\n    }\n    invites: listInviteByEmails(limit: 20) {\n      items {\n        id\n        usedAt\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportJobFields on ExportJob {\n    id\n    kind\n    state\n    roomCount\n    done\n    total\n    counts\n    size\n    error\n    downloadPath\n    expiresAt\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment ExportJobFields on ExportJob {\n    id\n    kind\n    state\n    roomCount\n    done\n    total\n    counts\n    size\n    error\n    downloadPath\n    expiresAt\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJobs {\n    listExportJobs {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  query ExportJobs {\n    listExportJobs {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyExportJobs {\n    listMyExportJobs {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  query MyExportJobs {\n    listMyExportJobs {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportableRooms($search: String) {\n    exportableRooms(search: $search) {\n      id\n      name\n      countUser\n    }\n  }\n"): (typeof documents)["\n  query ExportableRooms($search: String) {\n    exportableRooms(search: $search) {\n      id\n      name\n      countUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartExport($input: StartExportInput!) {\n    startExport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartExport($input: StartExportInput!) {\n    startExport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelExportJob($id: ID!) {\n    cancelExportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CancelExportJob($id: ID!) {\n    cancelExportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileFields on File {\n    id\n    name\n    size\n    type\n    room_id\n    message_id\n    user_created_id\n    url\n    thumbnailUrl\n    width\n    height\n    createdAt\n    userCreated {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment FileFields on File {\n    id\n    name\n    size\n    type\n    room_id\n    message_id\n    user_created_id\n    url\n    thumbnailUrl\n    width\n    height\n    createdAt\n    userCreated {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomFiles($room_id: ID!, $type: String, $nextToken: String) {\n    getFilesFunction(room_id: $room_id, type: $type, limit: 50, nextToken: $nextToken) {\n      items {\n        ...FileFields\n      }\n      nextToken\n    }\n    getVolumeFileFunction(room_id: $room_id, type: $type) {\n      total_file\n      total_file_size\n    }\n  }\n"): (typeof documents)["\n  query RoomFiles($room_id: ID!, $type: String, $nextToken: String) {\n    getFilesFunction(room_id: $room_id, type: $type, limit: 50, nextToken: $nextToken) {\n      items {\n        ...FileFields\n      }\n      nextToken\n    }\n    getVolumeFileFunction(room_id: $room_id, type: $type) {\n      total_file\n      total_file_size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SoftDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) {\n      id\n      deletedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SoftDeleteFile($input: FileIdInput!) {\n    softDeleteFileFunction(input: $input) {\n      id\n      deletedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJobs($room_id: ID) {\n    listImportJobs(room_id: $room_id) {\n      id\n      kind\n      room_id\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query ImportJobs($room_id: ID) {\n    listImportJobs(room_id: $room_id) {\n      id\n      kind\n      room_id\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($id: ID!) {\n    getImportJob(id: $id) {\n      id\n      kind\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($id: ID!) {\n    getImportJob(id: $id) {\n      id\n      kind\n      state\n      file_name\n      report\n      done\n      total\n      counts\n      error\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartImportJob($id: ID!) {\n    startImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation StartImportJob($id: ID!) {\n    startImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelImportJob($id: ID!) {\n    cancelImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CancelImportJob($id: ID!) {\n    cancelImportJob(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportRooms($user_id: ID!) {\n    listUserRoomByUser(user_id: $user_id, limit: 100) {\n      items {\n        id\n        room {\n          id\n          name\n          kind\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportRooms($user_id: ID!) {\n    listUserRoomByUser(user_id: $user_id, limit: 100) {\n      items {\n        id\n        room {\n          id\n          name\n          kind\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteJoinRoom($input: RedeemInviteInput!) {\n    updateUserContactJoinRoom(input: $input) {\n      id\n      room_id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteJoinRoom($input: RedeemInviteInput!) {\n    updateUserContactJoinRoom(input: $input) {\n      id\n      room_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteContact($input: RedeemInviteInput!) {\n    handleRequestMailContact(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteContact($input: RedeemInviteInput!) {\n    handleRequestMailContact(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BellNotificationFields on Notification {\n    id\n    content\n    status\n    type\n    link\n    room_id\n    room_name\n    createdAt\n    user_created {\n      id\n      name\n      image\n    }\n  }\n"): (typeof documents)["\n  fragment BellNotificationFields on Notification {\n    id\n    content\n    status\n    type\n    link\n    room_id\n    room_name\n    createdAt\n    user_created {\n      id\n      name\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BellNotifications {\n    latest: customGetNotifications(limit: 30) {\n      liveMark\n      items {\n        ...BellNotificationFields\n      }\n    }\n    unread: customGetNotifications(limit: 100, filter: { status: 0 }) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BellNotifications {\n    latest: customGetNotifications(limit: 30) {\n      liveMark\n      items {\n        ...BellNotificationFields\n      }\n    }\n    unread: customGetNotifications(limit: 100, filter: { status: 0 }) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BellMarkNotification($input: UpdateNotificationInput!) {\n    customUpdateNotification(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation BellMarkNotification($input: UpdateNotificationInput!) {\n    customUpdateNotification(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BellOnCreateNotification($user_id: ID!, $after: String) {\n    onCreateNotification(user_id: $user_id, after: $after) {\n      ...BellNotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription BellOnCreateNotification($user_id: ID!, $after: String) {\n    onCreateNotification(user_id: $user_id, after: $after) {\n      ...BellNotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevices {\n    pushDevices {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query PushDevices {\n    pushDevices {\n      id\n      userAgent\n      createdAt\n      lastUsedAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePushDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      mailDelayMinutes\n      quietFrom\n      quietTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomNotificationLevel($room_id: ID!) {\n    roomNotificationLevel(room_id: $room_id)\n  }\n"): (typeof documents)["\n  query RoomNotificationLevel($room_id: ID!) {\n    roomNotificationLevel(room_id: $room_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRoomNotificationLevel($room_id: ID!, $level: NotificationLevel!) {\n    setRoomNotificationLevel(room_id: $room_id, level: $level)\n  }\n"): (typeof documents)["\n  mutation SetRoomNotificationLevel($room_id: ID!, $level: NotificationLevel!) {\n    setRoomNotificationLevel(room_id: $room_id, level: $level)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInDevices {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query SignedInDevices {\n    signedInDevices {\n      id\n      browser\n      os\n      deviceType\n      address\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSignedInDevice($id: ID) {\n    endSignedInDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSignedInDevice($id: ID) {\n    endSignedInDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignIn($input: ConfirmSignInInput!) {\n    confirmSignIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSignIn($input: ConfirmSignInInput!) {\n    confirmSignIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoStepStatus {\n    twoStepStatus {\n      totpEnabled\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoStepStatus {\n    twoStepStatus {\n      totpEnabled\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTotpSetup {\n    beginTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTotpSetup {\n    beginTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpSetup($code: String) {\n    confirmTotpSetup(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpSetup($code: String) {\n    confirmTotpSetup(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($input: DisableTotpInput!) {\n    disableTotp(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($password: String) {\n    regenerateRecoveryCodes(password: $password)\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($password: String) {\n    regenerateRecoveryCodes(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoStepRequirement {\n    twoStepRequirement {\n      required\n      enforcedAt\n    }\n    twoStepStatus {\n      totpEnabled\n    }\n  }\n"): (typeof documents)["\n  query TwoStepRequirement {\n    twoStepRequirement {\n      required\n      enforcedAt\n    }\n    twoStepStatus {\n      totpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTwoStepRequirement($input: TwoStepRequirementInput!) {\n    updateTwoStepRequirement(input: $input) {\n      required\n      enforcedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTwoStepRequirement($input: TwoStepRequirementInput!) {\n    updateTwoStepRequirement(input: $input) {\n      required\n      enforcedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n"): (typeof documents)["\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn\n  }\n"): (typeof documents)["\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithPasskey($response: JSON) {\n    signInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithPasskey($response: JSON) {\n    signInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeySecondStep {\n    beginPasskeySecondStep\n  }\n"): (typeof documents)["\n  mutation BeginPasskeySecondStep {\n    beginPasskeySecondStep\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignInWithPasskey($response: JSON) {\n    confirmSignInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSignInWithPasskey($response: JSON) {\n    confirmSignInWithPasskey(response: $response) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncomingWebhooks($room_id: ID!) {\n    incomingWebhooks(room_id: $room_id) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      image\n    }\n  }\n"): (typeof documents)["\n  query IncomingWebhooks($room_id: ID!) {\n    incomingWebhooks(room_id: $room_id) {\n      id\n      name\n      createdAt\n      lastUsedAt\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIncomingWebhook($input: CreateIncomingWebhookInput!) {\n    createIncomingWebhook(input: $input) {\n      webhook {\n        id\n        name\n        createdAt\n        lastUsedAt\n        image\n      }\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIncomingWebhook($input: CreateIncomingWebhookInput!) {\n    createIncomingWebhook(input: $input) {\n      webhook {\n        id\n        name\n        createdAt\n        lastUsedAt\n        image\n      }\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeIncomingWebhook($id: ID!) {\n    revokeIncomingWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeIncomingWebhook($id: ID!) {\n    revokeIncomingWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutgoingWebhooks($room_id: ID!) {\n    outgoingWebhooks(room_id: $room_id) {\n      id\n      url\n      events\n      user_id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query OutgoingWebhooks($room_id: ID!) {\n    outgoingWebhooks(room_id: $room_id) {\n      id\n      url\n      events\n      user_id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) {\n    createOutgoingWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) {\n    createOutgoingWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOutgoingWebhook($id: ID!) {\n    revokeOutgoingWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeOutgoingWebhook($id: ID!) {\n    revokeOutgoingWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhook_id: ID!) {\n    webhookDeliveries(webhook_id: $webhook_id) {\n      id\n      event_type\n      state\n      attempts\n      response_status\n      error\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhook_id: ID!) {\n    webhookDeliveries(webhook_id: $webhook_id) {\n      id\n      event_type\n      state\n      attempts\n      response_status\n      error\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentionWebhooks {\n    mentionWebhooks {\n      id\n      url\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MentionWebhooks {\n    mentionWebhooks {\n      id\n      url\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMentionWebhook($input: CreateMentionWebhookInput!) {\n    createMentionWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMentionWebhook($input: CreateMentionWebhookInput!) {\n    createMentionWebhook(input: $input) {\n      webhook {\n        id\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeMentionWebhook($id: ID!) {\n    revokeMentionWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeMentionWebhook($id: ID!) {\n    revokeMentionWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n"): (typeof documents)["\n  query CaptchaChallenge {\n    captchaChallenge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      isSignedIn\n      nextStep {\n        signInStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      isSignUpComplete\n      userId\n      nextStep {\n        signUpStep\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      isSignUpComplete\n      userId\n      nextStep {\n        signUpStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($code: String) {\n    confirmSignUp(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmSignUp($code: String) {\n    confirmSignUp(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendSignUpCode {\n    resendSignUpCode\n  }\n"): (typeof documents)["\n  mutation ResendSignUpCode {\n    resendSignUpCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut($global: Boolean) {\n    signOut(global: $global)\n  }\n"): (typeof documents)["\n  mutation SignOut($global: Boolean) {\n    signOut(global: $global)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String) {\n    resetPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String) {\n    resetPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ConfirmResetPassword($input: ConfirmResetPasswordInput!) {\n    confirmResetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($oldPassword: String, $newPassword: String) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($oldPassword: String, $newPassword: String) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {\n    sendMailUpdateEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendMailUpdateEmail($input: SendMailUpdateEmailInput!) {\n    sendMailUpdateEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoEmailChange($token: String) {\n    undoEmailChange(token: $token)\n  }\n"): (typeof documents)["\n  mutation UndoEmailChange($token: String) {\n    undoEmailChange(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordAfterEmailUndo($input: SetPasswordAfterEmailUndoInput!) {\n    setPasswordAfterEmailUndo(input: $input)\n  }\n"): (typeof documents)["\n  mutation SetPasswordAfterEmailUndo($input: SetPasswordAfterEmailUndoInput!) {\n    setPasswordAfterEmailUndo(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {\n    verifyUpdateEmail(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyUpdateEmail($input: VerifyUpdateEmailInput!) {\n    verifyUpdateEmail(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnSessionEnd {\n    onSessionEnd {\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription OnSessionEnd {\n    onSessionEnd {\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OnUpdateViewer {\n    onUpdateViewer {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  subscription OnUpdateViewer {\n    onUpdateViewer {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContactForm($input: CreateContactFormInput!) {\n    createContactForm(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContactForm($input: CreateContactFormInput!) {\n    createContactForm(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLanguage($language: String!) {\n    updateLanguage(language: $language) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    email\n    name\n    image\n    company_name\n    industry\n    position\n    post_code\n    prefectures\n    municipality\n    address\n    building\n    phone\n    phone2\n    qualifications\n    status\n    isFirstLogin\n    language\n    isAdmin\n    pendingEmail\n    recurring_id\n    charge_day\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    email\n    name\n    image\n    company_name\n    industry\n    position\n    post_code\n    prefectures\n    municipality\n    address\n    building\n    phone\n    phone2\n    qualifications\n    status\n    isFirstLogin\n    language\n    isAdmin\n    pendingEmail\n    recurring_id\n    charge_day\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetUserDetail {\n    getUserDetail {\n      ...ViewerFields\n    }\n  }\n  \n"): (typeof documents)["\n  query GetUserDetail {\n    getUserDetail {\n      ...ViewerFields\n    }\n  }\n  \n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
import { graphql } from '../../graphql/gql';

export const SEARCH_USERS = graphql(`
  query AdminSearchUsers($id: ID, $name: String, $email: String, $status: Int, $limit: Int, $startKey: String) {
    searchUser(id: $id, name: $name, email: $email, status: $status, limit: $limit, startKey: $startKey) {
      items {
        id
        name
        email
        status
        lastTimeLogin
        createdAt
      }
      nextToken
    }
  }
`);

export const ADMIN_USER_DETAIL = graphql(`
  query AdminUserDetail($id: ID!) {
    getAdminUserDetail(id: $id) {
      user {
        id
        name
        email
        status
        company_name
        isAdmin
        createdAt
      }
      rooms {
        id
        role
        room {
          id
          name
          totalUser
        }
      }
      plan {
        package_id
        name
        payment_type
      }
      transactions {
        id
        amount
        status
        createdAt
        period_start
        period_end
      }
      fileVolume
      fileCount
      lastSignInAt
      activeSessions
    }
  }
`);

export const CHANGE_STATUS_USER = graphql(`
  mutation AdminChangeStatusUser($input: ChangeStatusUserInput!) {
    changeStatusUser(input: $input) {
      id
      status
    }
  }
`);

export const AUDIT_LOGS = graphql(`
  query AdminAuditLogs($limit: Int, $nextToken: String) {
    listAuditLogs(limit: $limit, nextToken: $nextToken) {
      items {
        id
        action
        target
        detail
        createdAt
        actor {
          id
          name
          email
        }
      }
      nextToken
    }
  }
`);

export const DEFAULT_TAGS = graphql(`
  query AdminDefaultTags {
    listTags(filter: { mode: 3 }, limit: 100) {
      items {
        id
        name
        color
      }
    }
  }
`);

export const CREATE_DEFAULT_TAG = graphql(`
  mutation AdminCreateDefaultTag($input: AdminDefaultTagInput!) {
    adminCreateDefaultTag(input: $input) {
      id
    }
  }
`);

export const UPDATE_DEFAULT_TAG = graphql(`
  mutation AdminUpdateDefaultTag($input: AdminDefaultTagInput!) {
    adminUpdateDefaultTag(input: $input) {
      id
    }
  }
`);

export const DELETE_DEFAULT_TAG = graphql(`
  mutation AdminDeleteDefaultTag($input: AdminDeleteInput!) {
    adminDeleteDefaultTag(input: $input) {
      id
    }
  }
`);

export const DEFAULT_TEMPLATES = graphql(`
  query AdminDefaultTemplates {
    listTemplates(filter: { mode: 3 }, limit: 100) {
      items {
        id
        name
        boards
        updatedAt
      }
    }
  }
`);

export const SAVE_DEFAULT_TEMPLATE = graphql(`
  mutation AdminSaveDefaultTemplate($input: AdminDefaultTemplateInput!) {
    adminSaveDefaultTemplate(input: $input) {
      id
    }
  }
`);

export const DELETE_DEFAULT_TEMPLATE = graphql(`
  mutation AdminDeleteDefaultTemplate($input: AdminDeleteInput!) {
    adminDeleteDefaultTemplate(input: $input) {
      id
    }
  }
`);

export const MAINTENANCE_JOBS = graphql(`
  query AdminMaintenanceJobs {
    listMaintenanceJobs {
      name
      title
      description
    }
  }
`);

export const RUN_MAINTENANCE_JOB = graphql(`
  mutation AdminRunMaintenanceJob($input: RunMaintenanceJobInput!) {
    runMaintenanceJob(input: $input) {
      name
      processed
      changed
    }
  }
`);

export const MAINTENANCE_JOB_PROGRESS = graphql(`
  subscription AdminMaintenanceJobProgress($name: String!) {
    onMaintenanceJobProgress(name: $name) {
      name
      processed
      total
    }
  }
`);

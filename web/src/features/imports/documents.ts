import { graphql } from '../../graphql/gql';

export const IMPORT_JOBS = graphql(`
  query ImportJobs($room_id: ID) {
    listImportJobs(room_id: $room_id) {
      id
      kind
      room_id
      state
      file_name
      report
      done
      total
      counts
      error
      createdAt
      finishedAt
    }
  }
`);

export const IMPORT_JOB = graphql(`
  query ImportJob($id: ID!) {
    getImportJob(id: $id) {
      id
      kind
      state
      file_name
      report
      done
      total
      counts
      error
      createdAt
      finishedAt
    }
  }
`);

export const START_IMPORT_JOB = graphql(`
  mutation StartImportJob($id: ID!) {
    startImportJob(input: { id: $id }) {
      id
      state
    }
  }
`);

export const CANCEL_IMPORT_JOB = graphql(`
  mutation CancelImportJob($id: ID!) {
    cancelImportJob(input: { id: $id }) {
      id
      state
    }
  }
`);

/** The rooms an administrator may import a Trello board into from the admin page: their own group rooms. */
export const IMPORT_ROOMS = graphql(`
  query ImportRooms($user_id: ID!) {
    listUserRoomByUser(user_id: $user_id, limit: 100) {
      items {
        id
        room {
          id
          name
          kind
        }
      }
    }
  }
`);

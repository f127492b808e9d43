import { graphql } from '../../graphql/gql';

export const EXPORT_JOB_FIELDS = graphql(`
  fragment ExportJobFields on ExportJob {
    id
    kind
    state
    roomCount
    done
    total
    counts
    size
    error
    downloadPath
    expiresAt
    createdAt
    finishedAt
  }
`);

export const EXPORT_JOBS = graphql(`
  query ExportJobs {
    listExportJobs {
      ...ExportJobFields
    }
  }
`);

export const MY_EXPORT_JOBS = graphql(`
  query MyExportJobs {
    listMyExportJobs {
      ...ExportJobFields
    }
  }
`);

export const EXPORTABLE_ROOMS = graphql(`
  query ExportableRooms($search: String) {
    exportableRooms(search: $search) {
      id
      name
      countUser
    }
  }
`);

export const START_EXPORT = graphql(`
  mutation StartExport($input: StartExportInput!) {
    startExport(input: $input) {
      ...ExportJobFields
    }
  }
`);

export const CANCEL_EXPORT_JOB = graphql(`
  mutation CancelExportJob($id: ID!) {
    cancelExportJob(input: { id: $id }) {
      id
      state
    }
  }
`);

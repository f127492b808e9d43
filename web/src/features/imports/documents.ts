import { graphql } from '../../graphql/gql';

export const IMPORT_JOBS = graphql(`
  query ImportJobs {
    listImportJobs {
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

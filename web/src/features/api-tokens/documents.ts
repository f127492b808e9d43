import { graphql } from '../../graphql/gql';

export const API_TOKENS = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      scope
      createdAt
      lastUsedAt
    }
    apiSettings {
      enabled
    }
  }
`);

export const CREATE_API_TOKEN = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token {
        id
        name
        scope
        createdAt
        lastUsedAt
      }
      secret
    }
  }
`);

export const REVOKE_API_TOKEN = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

export const UPDATE_API_SETTINGS = graphql(`
  mutation UpdateApiSettings($enabled: Boolean!) {
    updateApiSettings(enabled: $enabled) {
      enabled
    }
  }
`);

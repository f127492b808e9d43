import { graphql } from '../../graphql/gql';

export const FILE_FIELDS = graphql(`
  fragment FileFields on File {
    id
    name
    size
    type
    room_id
    message_id
    user_created_id
    url
    thumbnailUrl
    width
    height
    createdAt
    userCreated {
      id
      name
    }
  }
`);

export const ROOM_FILES = graphql(`
  query RoomFiles($room_id: ID!, $type: String, $nextToken: String) {
    getFilesFunction(room_id: $room_id, type: $type, limit: 50, nextToken: $nextToken) {
      items {
        ...FileFields
      }
      nextToken
    }
    getVolumeFileFunction(room_id: $room_id, type: $type) {
      total_file
      total_file_size
    }
  }
`);

export const SOFT_DELETE_FILE = graphql(`
  mutation SoftDeleteFile($input: FileIdInput!) {
    softDeleteFileFunction(input: $input) {
      id
      deletedAt
    }
  }
`);

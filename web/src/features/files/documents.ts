import { gql } from 'urql';

export const FILE_FIELDS = gql`
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
`;

export const ROOM_FILES = gql`
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
  ${FILE_FIELDS}
`;

export const SOFT_DELETE_FILE = gql`
  mutation SoftDeleteFile($input: FileIdInput!) {
    softDeleteFileFunction(input: $input) {
      id
      deletedAt
    }
  }
`;

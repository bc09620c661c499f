/** Data-only entry (`@novavox/contracts-api/visitor-ids`): the shapes of POST /visitor-ids. */
export {
  VISITOR_ID_CAP_MESSAGE,
  VISITOR_ID_REQUEST_MESSAGE,
  type VisitorIdAnswer,
  type VisitorIdRequest,
  visitorIdAnswerSchema,
  visitorIdEndpointFor,
  visitorIdRequestSchema,
} from './visitor-id-schema';

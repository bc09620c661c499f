export {
  type ApiErrorAnswer,
  type ApiErrorBody,
  readApiErrorBody,
  TOO_MANY_REQUESTS_MESSAGE,
} from './api-error-body';

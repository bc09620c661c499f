/** Data-only entry (`@novavox/contracts-api/team`): the team's roles and sign-in shapes, no React. */

export { formatDay, formatMoment, formatShortDay, isIsoDay, isoDay } from './team-dates';
export {
  parseTeamSignInRequest,
  roleAllows,
  TEAM_DASHBOARD_PATH,
  TEAM_FORBIDDEN_MESSAGE,
  TEAM_ROLES,
  TEAM_SIGN_IN_LINK_MINUTES,
  TEAM_SIGN_IN_REQUIRED_MESSAGE,
  TEAM_SIGN_IN_SENT_MESSAGE,
  type TeamMember,
  type TeamRole,
  type TeamSignInRequest,
  type TeamSignInSent,
  teamDashboardUrl,
  teamMemberSchema,
  teamSignInRequestSchema,
  teamSignInSentSchema,
} from './team-sign-in';

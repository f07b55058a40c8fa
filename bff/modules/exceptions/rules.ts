import { needs, type ModuleRules } from '../module.js';

/** Who may call each exceptions mutation. */
export const exceptionsRules = {
  exceptionTicketAssign: needs('exceptions:manage'),
  exceptionTicketStart: needs('exceptions:manage'),
  exceptionTicketResolve: needs('exceptions:manage'),
  exceptionTicketReopen: needs('exceptions:manage'),
  exceptionsScan: needs('exceptions:manage'),
  exceptionSettingsUpdate: needs('exceptions:manage'),
} satisfies ModuleRules;

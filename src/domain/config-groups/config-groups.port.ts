/** Config values of one group, by key; values are whatever the group holds. */
export type ConfigGroup = Readonly<Record<string, unknown>>;

/**
 * Named config groups beyond config/all.json (spec 001 §7: config/group/get
 * with groups and lang). A group the server does not return is absent.
 */
export interface ConfigGroupsPort {
  load(groups: readonly string[], lang: string): Promise<Readonly<Record<string, ConfigGroup>>>;
}
export const ConfigGroupsPort = Symbol.for('ConfigGroupsPort');

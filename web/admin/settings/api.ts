import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { SETTINGS } from '../../../contracts/admin-messages';
import type { SettingsInput, SettingsResponse, SettingsSavedResponse } from '../../../contracts/settings';
import { api } from '../../api/client';
import { configKeys } from '../../features/queryKeys';
import { settingsKeys } from '../queryKeys';

export type { Setting } from '../../../contracts/settings';

/** GET /api/admin/settings (super admins; others get 403). */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: () => api.get<SettingsResponse>('/api/admin/settings').then((response) => response.settings),
  meta: { failure: SETTINGS.fetchFailed },
});

/** A save changes the public config too: the academy name in the drawer, the footer's links. */
export const saveSettings = mutationOptions({
  mutationFn: (input: SettingsInput) => api.put<SettingsSavedResponse>('/api/admin/settings', input),
  meta: { failure: SETTINGS.saveFailed, success: true, invalidates: [settingsKeys.all, configKeys.all] },
});

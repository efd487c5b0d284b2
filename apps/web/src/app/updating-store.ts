import { create } from 'zustand';

/**
 * True while the cache-clear flow runs (app/version-check.ts): the app shows its updating overlay. Apart
 * from the version check, which start-up loads once the settings have answered.
 */
export const useUpdatingStore = create<{ updating: boolean }>(() => ({ updating: false }));

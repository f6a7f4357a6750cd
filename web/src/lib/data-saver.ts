import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';

/**
 * Data saver: on when the browser asks to save data (Save-Data, `navigator.connection.saveData`) or the student
 * turned it on (/offline, kept in localStorage). A client setting only: the server render and hydration always
 * show images, and the data-saver view applies after hydration.
 */
const STORAGE_KEY = 'dataSaver';
const CHANGED_EVENT = 'exam-prep:data-saver-changed';

interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

const connection = (): NetworkInformationLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

/** Whether the browser or the phone asks to save data. */
export const systemSavesData = (): boolean => connection()?.saveData === true;

/** Whether the student turned data saver on here. */
export const studentSavesData = (storage: KeyValueStorage | undefined = browserStorage()): boolean => {
  try {
    return storage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

export const dataSaverOn = (): boolean => systemSavesData() || studentSavesData();

export function setStudentDataSaver(on: boolean, storage: KeyValueStorage | undefined = browserStorage()) {
  try {
    if (on) storage?.setItem(STORAGE_KEY, 'on');
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the setting lasts as long as the page.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  connection()?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
    connection()?.removeEventListener?.('change', onChange);
  };
}

/** Whether data saver is on: false on the server and during hydration, the real setting from then on. */
export const useDataSaver = (): boolean => useSyncExternalStore(subscribe, dataSaverOn, () => false);

/** Both sources, for the settings screen (false on the server and during hydration). */
export const useDataSaverSources = (): { system: boolean; student: boolean } => {
  const system = useSyncExternalStore(subscribe, systemSavesData, () => false);
  const student = useSyncExternalStore(
    subscribe,
    () => studentSavesData(),
    () => false,
  );
  return { system, student };
};

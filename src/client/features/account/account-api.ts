// Account self-service calls: download my data (saved as a JSON file) and delete my account.
import { ACCOUNT_DELETE_CONFIRMATION, type AccountExport } from '../../../shared/account.js';
import { apiRequest } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export async function downloadMyData(): Promise<void> {
  const data = await apiRequest<AccountExport>('GET', '/api/account/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, `stackwise-account-${data.exportedAt.slice(0, 10)}.json`);
}

export function deleteMyAccount(): Promise<{ message: string }> {
  return apiRequest('DELETE', '/api/account', { confirm: ACCOUNT_DELETE_CONFIRMATION });
}

import { useCallback } from 'react';
import { ACCOUNT_EXPORT_FILENAME } from '@sidequest/contracts';
import { toast } from '@sidequest/web-ui';
import { downloadFile } from '../../../lib/download-file';
import { useExportAccountDataMutation } from '../api/account-api';

/** "Export my data": fetches GET /api/me/export with the bearer token, then saves it as a file. */
export function useExportData() {
  const [fetchExport, { isLoading }] = useExportAccountDataMutation();
  const exportData = useCallback(async () => {
    try {
      const json = await fetchExport().unwrap();
      downloadFile(json, ACCOUNT_EXPORT_FILENAME, 'application/json');
      toast({
        title: 'Your data is on its way',
        description: `Saved as ${ACCOUNT_EXPORT_FILENAME}.`,
        variant: 'success',
      });
    } catch (error) {
      console.error('Data export failed', error);
      toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' });
    }
  }, [fetchExport]);
  return { exportData, isExporting: isLoading };
}

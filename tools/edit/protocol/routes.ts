/** The two routes of the page „Sicherung“ that carry a file (backupRoutes.ts), for server and page alike. */
export const backupDownloadPath = '/api/v1/sicherung/herunterladen';
/** The one route that takes raw bytes instead of JSON: a backup file to restore. */
export const backupFilePath = '/api/v1/sicherung/datei';

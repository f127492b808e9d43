/** The download link of a file that would otherwise open in the browser. */
export const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

/** Lets the browser save `value` as a JSON file named `fileName` (a download, not a new tab). */
export function saveJsonFile(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After this task: the click has handed the address to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The error under a field, as assistive technology finds it: through aria-describedby. */
export const describedError = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent)
    .join("");

/**
 * Picks `file` in a file input as a browser does (call it inside act): the click opens the picker, and the file
 * already chosen (same name, same folder) fires no change, whatever its content now is.
 */
export function chooseFile(box: HTMLInputElement, file: File) {
  box.click();
  if (box.files?.[0]?.name === file.name) return;
  const chosen = new DataTransfer();
  chosen.items.add(file);
  box.files = chosen.files;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  box.dispatchEvent(new Event("change", { bubbles: true }));
}

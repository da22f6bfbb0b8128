/**
 * Sets the `dark` class before the first paint, from the stored choice or else the system's scheme, and
 * follows the system while no choice is stored. Replaces next-themes: the same class strategy and
 * `localStorage.theme` key, without a provider shipped to every page.
 */
const SCRIPT = `(()=>{try{var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),a=function(){var t=localStorage.getItem("theme"),k=t==="dark"||(t!=="light"&&m.matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"};a();m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key==="theme")a()})}catch(e){}})()`;

export function ThemeScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no user input.
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

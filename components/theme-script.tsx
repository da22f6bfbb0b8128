// Runs before first paint; replaces next-themes (same class and `localStorage.theme` key) without a provider.
const SCRIPT = `(()=>{try{var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),a=function(){var t=localStorage.getItem("theme"),k=t==="dark"||(t!=="light"&&m.matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"};a();m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key==="theme")a()})}catch(e){}})()`;

export function ThemeScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no user input.
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

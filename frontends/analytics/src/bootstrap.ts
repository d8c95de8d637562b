// Opened on its own, this remote only explains itself: its screens run inside the shell, which owns the
// session, router and query cache they need.
const root = document.getElementById('root');
if (root) {
  root.innerHTML =
    '<p style="font-family: system-ui, sans-serif; padding: 2rem">Dit is de <strong>statistieken</strong>-module van Clipwerk. ' +
    'Open de app via de shell om de schermen te gebruiken.</p>';
}
export {};

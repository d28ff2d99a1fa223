/**
 * The footer line (docs/behaviour.md#the-page).
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <p className="container">Powered by AI • Generate stunning event brands in seconds</p>
    </footer>
  );
}

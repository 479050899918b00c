/** Footer subscribe form; the newsletter feature fills in sending and status messages. */
export function SubscribeForm() {
  return (
    <form className="subscribe-form" onSubmit={(e) => e.preventDefault()}>
      <label className="visually-hidden" htmlFor="subscribe-email">
        Email address
      </label>
      <input id="subscribe-email" className="input" type="email" name="email" required placeholder="Your email" />
      <button className="btn btn--primary" type="submit">
        Subscribe
      </button>
    </form>
  )
}

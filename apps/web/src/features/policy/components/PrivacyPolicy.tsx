import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { POLICY_UPDATED } from '../policy-dates';

export function PrivacyPolicy() {
  return (
    <article className="sq-prose policy-text">
      <p className="policy-text__updated">Last updated: {POLICY_UPDATED}</p>
      <p>
        SideQuest helps you explore careers and passions through small, real-world quests. This policy explains what we
        store about you, why we store it, who helps us process it and the choices you have. We collect as little as we
        can to run the product, and we never sell your data.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your e-mail address and a password hash. We never store your password itself.
          If you sign in with Google we store the e-mail address Google confirms for you.
        </li>
        <li>
          <strong>Sign-in sessions:</strong> for each sign-in, when it started, when it was last used, when it ends, and
          your browser's name and version as it reports them (its first 200 characters). Your data export lists them;
          the tokens themselves are stored only as hashes and are never exported.
        </li>
        <li>
          <strong>Onboarding answers:</strong> the jobs and interests you describe, and the interest categories we
          derive from them.
        </li>
        <li>
          <strong>Quests and plans:</strong> the starter quests generated for you, the quest you choose, its plan,
          milestones and schedule, and your edits.
        </li>
        <li>
          <strong>Progress:</strong> which community quests you started, the steps you completed and when you finished.
        </li>
        <li>
          <strong>Daily rhythm:</strong> your time zone (the one your browser reports, or the one you choose on your
          account page), the days you marked as done, and your reminder settings: on or off, the time and the days, when
          the next reminder is due and whether reminders paused themselves. Each reminder mail carries a signed link
          that works once.
        </li>
        <li>
          <strong>Reflections:</strong> when you finish or leave a quest you may rate it from 1 to 5, say whether you
          want more like it or something different, and add a line of up to 280 characters. They make your quest log on
          the dashboard, and they order the quests we suggest to you next: fields you liked come first, those you did
          not come last.
        </li>
        <li>
          <strong>Points and badges:</strong> the points you earned for check-ins, milestones, finished quests and
          reflections, and the badges you earned, each with what earned it and when. They are earned once and kept:
          undoing a check-in does not take its points away. They are in your export and deleted with your account.
        </li>
        <li>
          <strong>Interest profiler:</strong> when you use the interest profiler while signed in, we save your answers
          (how much you would like each of its 36 activities, 1 to 5) and the six interest scores worked out from them,
          so you can pick up on any device and see your profile again. Retake clears them. Signed out, nothing of the
          profiler is kept on our server.
        </li>
        <li>
          <strong>Feedback:</strong> your text, and any screenshot or voice note you attach. The files are stored with
          your feedback and mailed to the owner's mailbox.
        </li>
        <li>
          <strong>Support messages:</strong> the name, e-mail address and message you enter. They are mailed to the
          owner too, with a line that says whether you were signed in (then with your account's address) or not (then
          the address you typed is not verified).
        </li>
        <li>
          <strong>Subscription status:</strong> whether you have premium, the plan and its renewal or end date. We never
          see or store card details.
        </li>
        <li>
          <strong>Technical logs:</strong> short-lived server logs that help us fix errors. They are not used to profile
          you.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>
          To provide the service: to sign you in, generate and save your quests and plans, show your progress, and send
          the reminders you asked for.
        </li>
        <li>To answer you: to read and reply to your feedback and support requests.</li>
        <li>To bill premium: to know whether you may start every community quest.</li>
        <li>To keep SideQuest secure and working: to prevent abuse and find bugs.</li>
      </ul>
      <p>
        We rely on the contract with you to run your account, and on our legitimate interest in a safe, working product
        for security logs. We do not use your data for advertising, and we never sell it.
      </p>

      <h2>Who processes it for us</h2>
      <ul>
        <li>
          <strong>Payments:</strong> Stripe runs premium subscriptions. You enter your card on Stripe's pages. Stripe
          tells us only whether your subscription is active.
        </li>
        <li>
          <strong>E-mail:</strong> our mail provider (an SMTP relay) delivers confirmation, password and goodbye mails,
          the reminders you turn on, and the feedback and support messages to the owner, with their screenshots and
          voice notes.
        </li>
        <li>
          <strong>Quest and plan words:</strong> if we switch it on, an AI language model provider writes the words of
          your quests and plans from your onboarding answers. Without it, SideQuest writes them itself.
        </li>
        <li>
          <strong>Hosting:</strong> our servers and database run with infrastructure providers that keep your data
          confidential.
        </li>
      </ul>

      <h2>Cookies and browser storage</h2>
      <p>We use only what the product needs. There are no advertising or tracking cookies.</p>
      <ul>
        <li>
          <code>sq_refresh</code>: keeps you signed in. Scripts cannot read it and it is sent only to our sign-in
          endpoints. It lasts 30 days at most and ends when you log out.
        </li>
        <li>
          <code>sq_session</code>: says only that this browser has a session, so public pages show at once. It holds no
          secret. It lasts 30 days and is cleared when you log out.
        </li>
        <li>
          <code>sq_signup</code>: marks the browser you signed up in, so the confirmation link signs in only that
          browser. Scripts cannot read it and it is sent only to the confirmation link. It lasts 1 hour and is cleared
          when the link is used.
        </li>
        <li>
          <code>sq_oauth_state</code>: protects a Google sign-in from forgery. It lasts 10 minutes and is cleared when
          Google answers.
        </li>
        <li>
          <code>sidebar_state</code>: remembers whether you collapsed the side navigation, for 7 days.
        </li>
      </ul>
      <p>Local storage in your browser holds:</p>
      <ul>
        <li>
          <code>sq.plan.&lt;your id&gt;.&lt;quest id&gt;</code>: a copy of a quest plan, so it shows before our server
          answers.
        </li>
        <li>
          <code>sq.current-quest.&lt;your id&gt;</code>: which quest your dashboard showed last.
        </li>
        <li>
          <code>sq.quiz-answers</code>: your answer to the landing quiz, and the quest you picked there, carried into
          onboarding. It is ignored after a day and cleared once saved.
        </li>
        <li>
          <code>sq.interest-answers</code> (session storage): your answers to the interest profiler, so you can stop and
          pick up where you left off in the same tab, with when you last answered. Signed out, only the six interest
          scores worked out from them reach our server, to rank occupations, and we do not keep them; signed in, your
          answers are also saved to your account (see "Interest profiler" above). It goes when you close the tab or log
          out.
        </li>
        <li>
          <code>sq-theme</code>: the light or dark theme you chose in the account menu, for this device. It stays until
          you change it or clear your browser's site data.
        </li>
      </ul>
      <p>Session storage in your browser, which ends when you close the tab, holds:</p>
      <ul>
        <li>
          <code>react-router-scroll-positions</code>: written by React Router, the library that runs our pages. It
          remembers how far you scrolled on each page you opened in this tab, so Back returns you to the same place. It
          holds only positions, keyed by the library's own id for each visit.
        </li>
      </ul>
      <p>
        Logging out or deleting your account clears every <code>sq.</code> key from this browser.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your account data stays while your account exists.</li>
        <li>
          Mail we send is stored until it is delivered. On delivery its subject, body and files are cleared, and the
          rest of the record is deleted after 30 days. A reminder's text, which names a quest and its next milestone but
          no person, is stored once for everyone it says the same to, and is deleted within seven hours after the last
          of those mails is delivered. A mail that could not be delivered keeps its content for 7 days, so we can send
          it again; then its subject, body and files are cleared, and only the record that it failed stays.
        </li>
        <li>Feedback, with its screenshots and voice notes, and support messages are deleted after 180 days.</li>
        <li>A background job deletes both on schedule. Server logs are kept for a short time only.</li>
      </ul>

      <h2>Your data, your choice</h2>
      <ul>
        <li>
          <strong>Export:</strong> on your <Link to={paths.account}>Account</Link> page you can download everything we
          keep about you as a JSON file, your saved interest profiler answers and profile included. Your feedback files
          are in it as links. Support messages you sent while signed out are not in it: their address was typed, not
          verified, so we cannot tell they are yours. They are deleted with your account (those sent from your account's
          address) and after 180 days in any case.
        </li>
        <li>
          <strong>Deletion:</strong> on the same page, enter your password and type your e-mail address. Deletion is
          immediate. It cancels your subscription, deletes your Stripe customer record, and removes your account,
          answers, interest profiler answers, quests, plans, progress, daily rhythm and reminders, reflections, feedback
          and support messages. We send one goodbye mail.
        </li>
        <li>
          <strong>Limits:</strong> to prevent abuse, expensive actions have rate limits per account and per network
          address: generating quests and plans, onboarding, starting quests, billing, exports and file downloads.
          Sign-in attempts are limited too: after 10 failed sign-ins in a row for one address from one network address,
          that pair waits up to an hour, and one network address may fail at most 100 times a day. Your own sign-ins
          from elsewhere are never blocked by someone else's attempts.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, ask us to correct it, delete it or restrict how we use it, and object to
        processing based on legitimate interest. You may also complain to your local data protection authority. We
        answer every request within 30 days.
      </p>
      <p>
        Data requests go through your signed-in <Link to={paths.account}>Account</Link> page: the export and the
        deletion there act at once, for the account you proved is yours. The support form cannot show who wrote it, so
        we never export, change or delete an account because of a support message; for any other data request, write to
        us through the Support page while signed in, and we answer only at your account's address.
      </p>

      <h2>Children</h2>
      <p>SideQuest is not meant for children under 16, and we do not knowingly collect their data.</p>

      <h2>Changes</h2>
      <p>If we change this policy in a way that matters, we will tell you in the app before the change takes effect.</p>

      <h2>Contact</h2>
      <p>
        To export or delete your data, use your <Link to={paths.account}>Account</Link> page while signed in. For any
        other privacy question, write to us through the <Link to={paths.support}>Support</Link> page, signed in if it is
        about your account.
      </p>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { POLICY_UPDATED } from '../policy-dates';

export function PrivacyPolicy() {
  return (
    <article className="sq-prose policy-text">
      <p className="policy-text__updated">Last updated: {POLICY_UPDATED}</p>
      <p>
        SideQuest helps you explore careers and passions through small, real-world quests. This policy explains what we store
        about you, why we store it, who helps us process it and the choices you have. We collect as little as we can to run
        the product, and we never sell your data.
      </p>

      <h2>What we store</h2>
      <ul>
        <li><strong>Your account:</strong> your e-mail address and a password hash. We never store your password itself; it is hashed with a modern one-way algorithm before it is saved. If you sign in with Google we store the e-mail address Google confirms for you.</li>
        <li><strong>Onboarding answers:</strong> the jobs and interests you describe, and the interest categories we derive from them.</li>
        <li><strong>Quests and plans:</strong> the starter quests generated for you, the quest you choose, its plan, milestones and schedule, and any edits you make.</li>
        <li><strong>Progress:</strong> which community quests you started, the steps you completed and when you finished.</li>
        <li><strong>Messages you send us:</strong> feedback (text, and whether you attached a screenshot or voice note) and support messages with the name and e-mail address you enter.</li>
        <li><strong>Subscription status:</strong> whether you have premium, the plan and its renewal or end date. We do not store card details.</li>
        <li><strong>Technical logs:</strong> short-lived server logs (for example the address of a page that was not found) that help us fix errors. They are not used to profile you.</li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service: to sign you in, generate and save your quests and plans, and show your progress.</li>
        <li>To answer you: to read and reply to your feedback and support requests.</li>
        <li>To bill premium: to know whether you may start every community quest.</li>
        <li>To keep SideQuest secure and working: to prevent abuse and find bugs.</li>
      </ul>
      <p>
        We rely on the contract with you to run your account, and on our legitimate interest in a safe, working product for
        security logs. We do not use your data for advertising.
      </p>

      <h2>Who processes it for us</h2>
      <ul>
        <li><strong>E-mail:</strong> transactional mail (confirming your address, resetting your password, and notifying the owner of feedback and support messages) is sent through our SMTP e-mail provider, which receives only what a message needs.</li>
        <li><strong>Payments:</strong> premium subscriptions are handled by Stripe. You enter your card details on Stripe's pages; we never see or store your card number. Stripe tells us only whether your subscription is active.</li>
        <li><strong>Hosting:</strong> our servers and database are run by infrastructure providers under contracts that keep your data confidential.</li>
      </ul>

      <h2>Cookies</h2>
      <p>We use only the cookies the product needs, and no advertising or tracking cookies:</p>
      <ul>
        <li><strong>Session cookie:</strong> an httpOnly cookie that keeps you signed in. Scripts on the page cannot read it. It ends when you log out or it expires.</li>
        <li><strong>Sidebar preference:</strong> a <code>sidebar_state</code> cookie that remembers whether you collapsed the side navigation, kept for 7 days.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        We keep your account data while your account exists. Support and feedback messages are kept as long as needed to
        handle them and improve SideQuest. Server logs are deleted after a short period. When you ask us to delete your
        account, we delete your account, answers, quests, plans and progress within 30 days, except where the law requires us
        to keep billing records.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, ask us to correct it, delete it or restrict how we use it, and object to
        processing based on legitimate interest. You may also complain to your local data protection authority. We answer
        every request within 30 days.
      </p>

      <h2>Children</h2>
      <p>SideQuest is not meant for children under 16, and we do not knowingly collect their data.</p>

      <h2>Changes</h2>
      <p>If we change this policy in a way that matters, we will tell you in the app before the change takes effect.</p>

      <h2>Contact</h2>
      <p>
        For any privacy question or request, including deletion, write to us through the <Link to={paths.support}>Support</Link>{' '}
        page.
      </p>
    </article>
  );
}

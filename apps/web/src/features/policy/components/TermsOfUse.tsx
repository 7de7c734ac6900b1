import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { POLICY_UPDATED } from '../policy-dates';

export function TermsOfUse() {
  return (
    <article className="sq-prose policy-text">
      <p className="policy-text__updated">Last updated: {POLICY_UPDATED}</p>
      <p>
        These terms are the agreement between you and SideQuest when you use the website and its services. By creating
        an account or using SideQuest you accept them. Please read them together with our Privacy Policy.
      </p>

      <h2>Who can use SideQuest</h2>
      <p>
        You must be at least 16 years old and able to enter into this agreement. If you use SideQuest on behalf of an
        organisation, you confirm you may accept these terms for it.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Give a real e-mail address that you control, and keep your password secret.</li>
        <li>
          You are responsible for what happens under your account. Tell us at once through the Support page if you think
          someone else has used it.
        </li>
        <li>One person per account.</li>
        <li>
          You may delete your account at any time on your <Link to={paths.account}>Account</Link> page, with your
          password and your typed e-mail address. Deletion is immediate and cannot be undone. It cancels premium at
          once.
        </li>
        <li>You may download your data as a JSON file from the same page first.</li>
      </ul>

      <h2>Acceptable use</h2>
      <p>Please keep SideQuest a good place to explore. You agree not to:</p>
      <ul>
        <li>break the law, or use SideQuest to harass, threaten or mislead anyone;</li>
        <li>send content that is hateful, sexual, violent or infringes someone else's rights;</li>
        <li>try to get into other people's accounts or data, probe or overload our systems, or scrape the service;</li>
        <li>resell or copy the service, or use it to build a competing product.</li>
      </ul>
      <p>
        Generating quests and plans, starting quests, billing and exports have rate limits. If you hit one, wait a
        moment and try again. We may suspend or close accounts that break these rules.
      </p>

      <h2>Community quests and premium</h2>
      <p>
        The free plan lets you start any 3 community quests of your choice. Finished quests count among the 3, and the 3
        stay yours. Premium costs <strong>$2/month</strong> and unlocks all community quests. Quests you start during
        premium stay yours if premium ends. Prices include the taxes we must charge unless stated otherwise. Premium
        renews every month until you cancel. Stripe processes the payments.
      </p>

      <h2>Cancellation</h2>
      <p>
        You can cancel premium at any time in the customer portal linked from the app. Cancelling there takes effect at
        the end of the period you have paid for, and you keep premium until then. Deleting your account cancels at once.
        We do not refund partial months unless the law requires it.
      </p>

      <h2>Quests are suggestions</h2>
      <p>
        Quests, plans and schedules are generated suggestions to help you explore. They are not professional career,
        financial, legal, medical or psychological advice. Use your own judgement, stay safe, and ask a qualified
        professional before acting on decisions that matter.
      </p>

      <h2>Data sources</h2>
      <p>
        The job titles SideQuest recognises are built on the O*NET-SOC occupation list. This product includes
        information from O*NET (<a href="https://www.onetcenter.org/">onetcenter.org</a>) by the U.S. Department of
        Labor, Employment and Training Administration (USDOL/ETA). Used under the{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0 license</a>. O*NET is a trademark of USDOL/ETA.
        SideQuest has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these
        modifications.
      </p>

      <h2>Your content</h2>
      <p>
        You keep the rights to what you write in SideQuest. You allow us to store and process it only to run the service
        for you, and to read your feedback, screenshots and voice notes to improve the product. The Privacy Policy says
        how long we keep each.
      </p>

      <h2>Liability</h2>
      <p>
        SideQuest is provided "as is". We work hard to keep it available and correct but cannot promise it will always
        be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect or consequential
        loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.
        Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms as SideQuest grows. If a change matters, we will tell you in the app before it takes
        effect. If you keep using SideQuest after that, the new terms apply; if you do not agree, you may close your
        account.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? Write to us through the <Link to={paths.support}>Support</Link> page.
      </p>
    </article>
  );
}

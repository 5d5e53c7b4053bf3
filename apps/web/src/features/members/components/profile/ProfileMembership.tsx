import { MembershipCard } from './MembershipCard';
import { MembershipHistoryCard } from './MembershipHistoryCard';
import { MyCardsCard } from './MyCardsCard';
import styles from './ProfileMembership.module.css';

/** The membership part of /profile: the plan held (with the card redemption form), the cards redeemed and the history. */
export function ProfileMembership() {
  return (
    <div className={styles.layout}>
      <MembershipCard />
      <div className={styles.lists}>
        <MyCardsCard />
        <MembershipHistoryCard />
      </div>
    </div>
  );
}

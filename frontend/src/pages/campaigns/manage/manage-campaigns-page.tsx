import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined, PlusOutlined, PoweroffOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Modal, Tabs, Tag, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../api/client';
import { useCurrentUser, useIsSigningOut } from '../../../app/session';
import { toast } from '../../../app/toast';
import { ButtonLink, GiveButtonLink } from '../../../components/button-link';
import {
  campaignQueries,
  deleteCampaign,
  isLive,
  updateCampaign,
  useInvalidateCampaigns,
  type Campaign,
} from '../../../components/campaign/campaign-api';
import { CampaignCardSkeleton } from '../../../components/campaign/campaign-card';
import { ReadableErrors } from '../../../components/campaign/readable-errors';
import { CampaignImage } from '../../../components/campaign/campaign-image';
import { FundingProgress } from '../../../components/campaign/funding-progress';
import { PageLoader } from '../../../components/page-loader';
import { formatDate, formatDay } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { useMenuButton } from '../../../lib/use-menu-button';
import '../campaign-pages.css';
import { CampaignStatusTag } from '../campaign-status-tag';
import { RejectionNote } from '../rejection-note';

type TabKey = 'active' | 'inactive';

const CampaignFundsPanel = lazy(() => import('./campaign-funds-panel'));
const PostUpdateForm = lazy(() => import('../../../components/campaign/post-update-form'));

interface CardActions {
  onToggle: (campaign: Campaign) => void;
  /** `restoreFocus` puts focus back on the card's menu button (or the page) when the dialog closes. */
  onDelete: (campaign: Campaign, restoreFocus: () => void) => void;
  busyId: string | null;
}

function ManageCard({ campaign, onToggle, onDelete, busyId }: { campaign: Campaign } & CardActions) {
  const navigate = useNavigate();
  const { open: menuOpen, onOpenChange: onMenuOpenChange, triggerRef: menuButton, popupClass } = useMenuButton();
  const headingId = `fc-manage-${campaign.id}`;
  const archived = Boolean(campaign.archivedAt);
  const [fundsOpen, setFundsOpen] = useState(false);
  const [updateOpen, setUpdateOpen] = useState(false);
  // An archived campaign (it holds donations) is kept for its records: it can be viewed, not changed.
  const items: MenuProps['items'] = archived
    ? [{ key: 'view', icon: <EyeOutlined />, label: 'View' }]
    : [
        { key: 'view', icon: <EyeOutlined />, label: 'View' },
        { key: 'edit', icon: <EditOutlined />, label: 'Edit' },
        { key: 'toggle', icon: <PoweroffOutlined />, label: campaign.isActive ? 'Deactivate' : 'Activate' },
        { type: 'divider' },
        { key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true },
      ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'view') void navigate(`/donate/${campaign.slug}`);
    else if (key === 'edit') void navigate(`/donate/edit/${campaign.id}`);
    else if (key === 'toggle') onToggle(campaign);
    else if (key === 'delete') {
      // Opened once the menu has closed and given focus back to its button, so the dialog keeps focus.
      window.setTimeout(() =>
        onDelete(campaign, () => {
          if (menuButton.current?.isConnected) menuButton.current.focus();
          else document.getElementById('main')?.focus();
        }),
      );
    }
  };

  return (
    <article className="fc-campaign-card fc-manage-card" aria-labelledby={headingId}>
      <div className="fc-manage-card__media">
        <CampaignImage src={campaign.image} alt={campaign.title} className="fc-campaign-card__image" />
        {(archived || !campaign.isActive) && (
          <div className="fc-manage-card__overlay" aria-hidden="true">
            {archived ? 'Archived' : 'Inactive'}
          </div>
        )}
      </div>
      <div className="fc-campaign-card__body">
        <div className="fc-manage-card__top">
          <h2 id={headingId} className="fc-campaign-card__title">
            {campaign.title}
          </h2>
          <Dropdown
            menu={{ items, onClick: onMenu }}
            trigger={['click']}
            placement="bottomRight"
            autoFocus
            open={menuOpen}
            onOpenChange={onMenuOpenChange}
            classNames={{ root: popupClass }}
            getPopupContainer={() => document.getElementById('main') ?? document.body}
          >
            <Button
              ref={menuButton}
              className="fc-manage-card__menu"
              type="text"
              icon={<MoreOutlined />}
              aria-label={`Actions for ${campaign.title}`}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              loading={busyId === campaign.id}
            />
          </Dropdown>
        </div>
        <div className="fc-manage-card__tags">
          <CampaignStatusTag status={campaign.status} />
          {archived && <Tag className="fc-status-tag">Archived</Tag>}
          {!archived && campaign.pendingRevision && <Tag className="fc-status-tag">Edit pending review</Tag>}
          {!archived && !campaign.isActive && <span className="fc-sr-only">Inactive</span>}
          {campaign.hasEnded && <span className="fc-muted">Ended {formatDay(campaign.endDay, campaign.endDate)}</span>}
        </div>
        <RejectionNote campaign={campaign} />
        <p className="fc-muted fc-manage-card__created">Created {formatDate(campaign.createdAt)}</p>
        <FundingProgress currentAmount={campaign.currentAmount} goal={campaign.goal} label={campaign.title} />
        <div className="fc-campaign-card__actions">
          {isLive(campaign) ? (
            <GiveButtonLink to={`/donate/checkout/${campaign.id}`} aria-label={`Donate to ${campaign.title}`}>
              Donate
            </GiveButtonLink>
          ) : (
            <Button disabled title="Only live campaigns take donations">
              Donate
            </Button>
          )}
          {!archived && (
            <ButtonLink to={`/donate/edit/${campaign.id}`} icon={<EditOutlined />} aria-label={`Edit Campaign ${campaign.title}`}>
              Edit Campaign
            </ButtonLink>
          )}
          <Button aria-expanded={fundsOpen} aria-label={`Funds & donors of ${campaign.title}`} onClick={() => setFundsOpen(true)}>
            Funds &amp; donors
          </Button>
          {!archived && (
            <Button aria-expanded={updateOpen} aria-label={`Post update on ${campaign.title}`} onClick={() => setUpdateOpen(true)}>
              Post update
            </Button>
          )}
        </div>
        <Modal open={updateOpen} onCancel={() => setUpdateOpen(false)} footer={null} title={`Post an update — ${campaign.title}`} width={640} destroyOnHidden>
          {updateOpen && (
            <Suspense fallback={<p className="fc-muted">Loading…</p>}>
              <PostUpdateForm campaignId={campaign.id} campaignTitle={campaign.title} onPosted={() => setUpdateOpen(false)} />
            </Suspense>
          )}
        </Modal>
        <Modal open={fundsOpen} onCancel={() => setFundsOpen(false)} footer={null} title={`Funds & donors — ${campaign.title}`} width={960} destroyOnHidden>
          {fundsOpen && (
            <Suspense fallback={<p className="fc-muted">Loading funds…</p>}>
              <CampaignFundsPanel campaignId={campaign.id} title={campaign.title} />
            </Suspense>
          )}
        </Modal>
      </div>
    </article>
  );
}

function CampaignList({ campaigns, tab, ...actions }: { campaigns: Campaign[]; tab: TabKey } & CardActions) {
  if (campaigns.length === 0) {
    return tab === 'active' ? (
      <div className="fc-empty">
        <h2 className="fc-empty__title">No Active Campaigns</h2>
        <p className="fc-muted">You don't have any active campaigns yet. Start one for the cause on your heart.</p>
        <ButtonLink to="/donate/create" type="primary" icon={<PlusOutlined />}>
          Create New Campaign
        </ButtonLink>
      </div>
    ) : (
      <div className="fc-empty">
        <h2 className="fc-empty__title">No inactive campaigns found</h2>
        <p className="fc-muted">Campaigns you deactivate, or that were archived, appear here.</p>
      </div>
    );
  }
  return (
    <ul className="fc-tile-grid fc-campaign-grid">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <ManageCard campaign={campaign} {...actions} />
        </li>
      ))}
    </ul>
  );
}

/** /manage-campaigns: the member's own campaigns, active and inactive, with their review status. */
export default function ManageCampaignsPage() {
  usePageMeta('Manage Campaigns');
  const { user, isLoading } = useCurrentUser();
  const signingOut = useIsSigningOut();
  const [tab, setTab] = useState<TabKey>('active');
  const [modal, modalHolder] = Modal.useModal();
  const invalidate = useInvalidateCampaigns();
  const mine = useQuery({
    ...campaignQueries.mine(),
    enabled: Boolean(user),
    meta: { errorTitle: 'Failed to fetch campaigns' },
  });

  const toggle = useMutation({
    mutationFn: (campaign: Campaign) => updateCampaign(campaign.id, { isActive: !campaign.isActive }),
    onSuccess: async (_, campaign) => {
      await invalidate();
      toast({
        title: 'Status Updated',
        description: `“${campaign.title}” is now ${campaign.isActive ? 'inactive' : 'active'}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorText(error, 'Failed to update campaign status'), variant: 'destructive' });
    },
  });

  const remove = useMutation({
    mutationFn: (campaign: Campaign) => deleteCampaign(campaign.id),
    onSuccess: async (result) => {
      await invalidate();
      if (result?.outcome === 'archived') toast({ title: 'Campaign Archived', description: result.message, variant: 'success' });
      else toast({ title: 'Campaign Deleted', description: 'Your campaign has been deleted successfully.', variant: 'success' });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorText(error, 'Failed to delete campaign'), variant: 'destructive' });
    },
  });

  const confirmDelete = (campaign: Campaign, restoreFocus: () => void) => {
    void modal.confirm({
      title: 'Delete this campaign?',
      content:
        campaign.donorCount > 0
          ? `“${campaign.title}” has received donations, so it will be archived instead of deleted: hidden from the public and closed to donations, with its records kept. This cannot be undone.`
          : `“${campaign.title}” will be deleted permanently, with its page. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => remove.mutateAsync(campaign).catch(() => undefined),
      afterClose: () => window.setTimeout(restoreFocus, 0),
    });
  };

  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user || mine.data?.signedOut) {
    if (signingOut) return <PageLoader label="Signing out…" />;
    return (
      <section className="fc-container fc-message-page" aria-labelledby="fc-manage-login">
        <h1 id="fc-manage-login">Please Log In</h1>
        <p className="fc-lead">You need to be logged in to manage your campaigns.</p>
        <div className="fc-actions">
          <ButtonLink to="/auth" type="primary" size="large">
            Log In
          </ButtonLink>
        </div>
      </section>
    );
  }

  const campaigns = mine.data?.campaigns ?? [];
  const busyId = toggle.isPending ? toggle.variables?.id ?? null : remove.isPending ? remove.variables?.id ?? null : null;
  const actions: CardActions = { onToggle: (campaign) => toggle.mutate(campaign), onDelete: confirmDelete, busyId };
  const list = (key: TabKey) =>
    mine.isPending ? (
      <ul className="fc-tile-grid fc-campaign-grid" aria-busy="true">
        <li className="fc-sr-only">Loading your campaigns</li>
        {[0, 1, 2].map((i) => (
          <li key={i} aria-hidden="true">
            <CampaignCardSkeleton />
          </li>
        ))}
      </ul>
    ) : (
      <CampaignList
        tab={key}
        campaigns={campaigns.filter((campaign) => {
          const active = campaign.isActive && !campaign.archivedAt;
          return key === 'active' ? active : !active;
        })}
        {...actions}
      />
    );

  return (
    <ReadableErrors>
      <div className="fc-container fc-page fc-manage">
        {modalHolder}
        <header className="fc-manage__header">
          <div>
            <h1>My Campaigns</h1>
            <p className="fc-lead">Manage your fundraising campaigns, see their review status and follow their progress.</p>
          </div>
          <ButtonLink to="/donate/create" type="primary" size="large" icon={<PlusOutlined />}>
            Create New Campaign
          </ButtonLink>
        </header>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            { key: 'active', label: 'Active Campaigns', children: list('active') },
            { key: 'inactive', label: 'Inactive Campaigns', children: list('inactive') },
          ]}
        />
      </div>
    </ReadableErrors>
  );
}

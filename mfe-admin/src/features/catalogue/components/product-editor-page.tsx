// /admin/catalogue/new and /admin/catalogue/:productId: the product editor. A new product is created
// as a draft and opens in the editor; an existing one shows its actions, photographs, HUIDs (when
// hallmarked) and price history beside the form. Who may change what follows the signed-in role
// (the server checks too).
import { useRef, useState, type JSX } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@rmj/router';
import { roleCan, type AdminProduct, type StaffRole } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useAdminCreateProductMutation } from '../api/create-product';
import { useAdminProductQuery } from '../api/get-product';
import { useAdminUpdateProductMutation } from '../api/update-product';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import { CATALOGUE_PATHS, type EditorState } from '../lib/catalogue-paths';
import { draftOf, EMPTY_PRODUCT, formValuesOf, patchOf, type ProductFormValues } from '../lib/product-form';
import { statusChips } from '../lib/product-labels';
import { HuidsPanel } from './huids-panel';
import { PhotoManager } from './photo-manager';
import { PriceHistoryList } from './price-history';
import { ProductActions } from './product-actions';
import { ProductForm, type SaveProblem } from './product-form';
import { StatusChips } from './product-thumb';
import './catalogue.css';
import './catalogue-editor.css';

export function ProductEditorPage(): JSX.Element {
  const { productId } = useParams();
  return (
    <AdminPage
      title={productId ? 'Edit product' : 'New product'}
      permission={productId ? 'readCatalogue' : 'editCatalogue'}
    >
      {(session) =>
        productId ? (
          <EditProduct key={productId} productId={productId} role={session.staff.role} />
        ) : (
          <NewProduct role={session.staff.role} />
        )
      }
    </AdminPage>
  );
}

/** The problem to show for a refused save: the server's message and its field messages. */
function saveProblem(error: unknown): SaveProblem {
  const data = (error as { data?: { issues?: SaveProblem['issues'] } } | undefined)?.data;
  return { message: failureMessage(error, CATALOGUE_MESSAGES.saveFailed), issues: data?.issues };
}

function BackLink(): JSX.Element {
  return (
    <Link className="adm-cat-back" to={CATALOGUE_PATHS.list}>
      ← All products
    </Link>
  );
}

function NewProduct({ role }: { role: StaffRole }): JSX.Element {
  const [create] = useAdminCreateProductMutation();
  const navigate = useNavigate();
  const save = async (values: ProductFormValues): Promise<SaveProblem | null> => {
    try {
      const created = await create(draftOf(values)).unwrap();
      const state: EditorState = {
        notice: created.pricePending ? CATALOGUE_MESSAGES.createdPending : CATALOGUE_MESSAGES.created,
      };
      navigate(CATALOGUE_PATHS.product(created.id), { replace: true, state });
      return null;
    } catch (error) {
      return saveProblem(error);
    }
  };
  return (
    <div className="adm-cat adm-cat-editor adm-cat-editor--new">
      <BackLink />
      <p className="adm-cat-hint">A new product starts as a draft: shoppers see it once it is published.</p>
      {!roleCan(role, 'changePrices') && <p className="adm-cat-hint">{CATALOGUE_MESSAGES.newPriceHint}</p>}
      {/* The first price is set by whoever creates the piece; staff's waits for the owner's approval. */}
      <ProductForm
        initial={EMPTY_PRODUCT}
        canEdit
        canEditPrices
        showPublished={false}
        submitLabel="Create product"
        onSave={save}
      />
    </div>
  );
}

function EditProduct({ productId, role }: { productId: string; role: StaffRole }): JSX.Element {
  const { data: product, error, refetch } = useAdminProductQuery({ productId });
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>((location.state as EditorState | null)?.notice ?? null);

  if (error) {
    const missing = (error as { status?: unknown }).status === 404;
    return (
      <div className="adm-cat">
        <BackLink />
        <LoadFailed
          message={missing ? CATALOGUE_MESSAGES.notFound : failureMessage(error, CATALOGUE_MESSAGES.productFailed)}
          {...(missing ? {} : { onRetry: refetch })}
        />
      </div>
    );
  }
  if (!product) return <p role="status">Loading the product…</p>;

  const canEdit = roleCan(role, 'editCatalogue');
  return (
    <div className="adm-cat adm-cat-editor">
      <BackLink />
      <div className="adm-cat-heading">
        <h2>{product.name}</h2>
        <StatusChips chips={statusChips(product)} />
      </div>
      {notice && (
        <p className="adm-message adm-message--ok" role="status">
          {notice}
        </p>
      )}
      <ProductActions
        product={product}
        canEdit={canEdit}
        canApprove={roleCan(role, 'changePrices')}
        onNotice={setNotice}
      />
      <div className="adm-cat-editor-grid">
        <EditForm
          product={product}
          canEdit={canEdit}
          canEditPrices={roleCan(role, 'changePrices')}
          onSaved={setNotice}
        />
        <aside className="adm-cat-side">
          <PhotoManager product={product} canEdit={canEdit} />
          {product.hallmarked && <HuidsPanel product={product} canEdit={canEdit} />}
          <PriceHistoryList productId={product.id} />
        </aside>
      </div>
    </div>
  );
}

interface EditFormProps {
  product: AdminProduct;
  canEdit: boolean;
  canEditPrices: boolean;
  onSaved: (notice: string) => void;
}

/** The form of a stored product: only what changed is sent (an untouched price never is). */
function EditForm({ product, canEdit, canEditPrices, onSaved }: EditFormProps): JSX.Element {
  const [update] = useAdminUpdateProductMutation();
  // Filled once: a photograph added meanwhile must not wipe fields being typed.
  const [initial] = useState(() => formValuesOf(product));
  const saved = useRef(initial);
  const save = async (values: ProductFormValues): Promise<SaveProblem | null> => {
    const patch = patchOf(values, saved.current);
    if (!patch) {
      onSaved(CATALOGUE_MESSAGES.saved);
      return null;
    }
    try {
      const answer = await update({ params: { productId: product.id }, body: patch }).unwrap();
      saved.current = formValuesOf(answer);
      onSaved(CATALOGUE_MESSAGES.saved);
      return null;
    } catch (error) {
      return saveProblem(error);
    }
  };
  return (
    <ProductForm
      initial={initial}
      canEdit={canEdit}
      canEditPrices={canEditPrices}
      submitLabel="Save changes"
      onSave={save}
    />
  );
}

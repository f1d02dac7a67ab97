CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_order_id_exam_id_pk" PRIMARY KEY("order_id","exam_id"),
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipment_lots" (
	"order_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"internal_lot" text,
	"manufactured_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_shipment_lots_order_id_lot_number_pk" PRIMARY KEY("order_id","lot_number"),
	CONSTRAINT "order_shipment_lots_quantity" CHECK ("order_shipment_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"workplace_id" uuid NOT NULL,
	"status" text DEFAULT 'inAnalysis' NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"notes" text,
	"forecast_on" date,
	"sent_on" date,
	"delivered_on" date,
	"invoice" text,
	"payment_reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"exam_request_id" uuid,
	"order_id" uuid,
	"transfer_id" uuid,
	"capsule_code" text,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_workplace_id" uuid NOT NULL,
	"to_workplace_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_transfers_quantity" CHECK ("stock_transfers"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lots" ADD CONSTRAINT "order_shipment_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lots" ADD CONSTRAINT "order_shipment_lots_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_exam_request_id_exam_requests_id_fk" FOREIGN KEY ("exam_request_id") REFERENCES "public"."exam_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_workplace_id_workplaces_id_fk" FOREIGN KEY ("from_workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_workplace_id_workplaces_id_fk" FOREIGN KEY ("to_workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_workplace" ON "orders" USING btree ("workplace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_workplace_invoice" ON "orders" USING btree ("workplace_id","invoice");--> statement-breakpoint
CREATE INDEX "stock_movements_lot" ON "stock_movements" USING btree ("lot_id","at");--> statement-breakpoint
CREATE INDEX "stock_movements_workplace" ON "stock_movements" USING btree ("workplace_id","at");--> statement-breakpoint
CREATE INDEX "stock_movements_exam" ON "stock_movements" USING btree ("exam_request_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_from" ON "stock_transfers" USING btree ("from_workplace_id","at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to" ON "stock_transfers" USING btree ("to_workplace_id","at");--> statement-breakpoint
CREATE INDEX "lots_workplace_exam" ON "lots" USING btree ("workplace_id","exam_id");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_quantity_not_negative" CHECK ("lots"."quantity" >= 0);
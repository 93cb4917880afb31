/**
 * The demo shop's short words in the twelve languages its vocabulary (en, zh, zh-HK) does not
 * hold: category, tag and collection names, option names (Colour, Size) and colour names, the
 * banners' (promotions') texts, coupon titles, the names of the head and foot pages and of the
 * delivery and payment methods. Keyed by the English text; `i18n()` (generate-catalogue.ts) and
 * `optionLabels()` add a language's word wherever the English one appears. Long texts (product
 * descriptions, articles, page bodies) stay in English and Chinese and fall back to English.
 * zh-TW reads the Traditional Chinese (zh-HK) words through the backend's fallback chain.
 */
export const GLOSSARY_LANGUAGES = ["de", "es", "fr", "it", "ja", "ko", "pt", "th", "vi", "id", "fil"] as const;
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number];

type Row = readonly [
  de: string,
  es: string,
  fr: string,
  it: string,
  ja: string,
  ko: string,
  pt: string,
  th: string,
  vi: string,
  id: string,
  fil: string,
];

// A table, one word per line: kept as written.
// prettier-ignore
const ROWS: Record<string, Row> = {
  // Categories (the head menu and the foot's shop column)
  Women: ["Damen", "Mujer", "Femme", "Donna", "レディース", "여성", "Feminino", "ผู้หญิง", "Nữ", "Wanita", "Pambabae"],
  Men: ["Herren", "Hombre", "Homme", "Uomo", "メンズ", "남성", "Masculino", "ผู้ชาย", "Nam", "Pria", "Panlalaki"],
  Shoes: ["Schuhe", "Calzado", "Chaussures", "Scarpe", "シューズ", "신발", "Calçados", "รองเท้า", "Giày", "Sepatu", "Sapatos"],
  Accessories: ["Accessoires", "Accesorios", "Accessoires", "Accessori", "アクセサリー", "액세서리", "Acessórios", "เครื่องประดับ", "Phụ kiện", "Aksesori", "Mga aksesorya"],
  Tops: ["Oberteile", "Tops", "Hauts", "Top", "トップス", "상의", "Blusas e tops", "เสื้อ", "Áo", "Atasan", "Pang-itaas"],
  Dresses: ["Kleider", "Vestidos", "Robes", "Abiti", "ワンピース", "원피스", "Vestidos", "เดรส", "Váy đầm", "Gaun", "Mga bestida"],
  Outerwear: ["Oberbekleidung", "Abrigos", "Manteaux", "Capispalla", "アウター", "아우터", "Casacos", "เสื้อคลุม", "Áo khoác ngoài", "Pakaian luar", "Panlabas na damit"],
  Shirts: ["Hemden", "Camisas", "Chemises", "Camicie", "シャツ", "셔츠", "Camisas", "เสื้อเชิ้ต", "Áo sơ mi", "Kemeja", "Mga polo"],
  Trousers: ["Hosen", "Pantalones", "Pantalons", "Pantaloni", "パンツ", "바지", "Calças", "กางเกง", "Quần dài", "Celana", "Mga pantalon"],
  Jackets: ["Jacken", "Chaquetas", "Vestes", "Giacche", "ジャケット", "재킷", "Jaquetas", "แจ็กเก็ต", "Áo khoác", "Jaket", "Mga dyaket"],
  Sneakers: ["Sneaker", "Zapatillas", "Baskets", "Sneakers", "スニーカー", "스니커즈", "Tênis", "รองเท้าผ้าใบ", "Giày thể thao", "Sneaker", "Mga sneaker"],
  Boots: ["Stiefel", "Botas", "Bottes", "Stivali", "ブーツ", "부츠", "Botas", "รองเท้าบูท", "Giày bốt", "Sepatu bot", "Mga bota"],
  Bags: ["Taschen", "Bolsos", "Sacs", "Borse", "バッグ", "가방", "Bolsas", "กระเป๋า", "Túi xách", "Tas", "Mga bag"],
  Hats: ["Mützen & Hüte", "Gorros", "Chapeaux", "Cappelli", "帽子", "모자", "Chapéus", "หมวก", "Mũ", "Topi", "Mga sumbrero"],
  Scarves: ["Schals", "Bufandas", "Écharpes", "Sciarpe", "マフラー・スカーフ", "스카프", "Cachecóis", "ผ้าพันคอ", "Khăn quàng", "Syal", "Mga scarf"],
  // Options and their values
  Colour: ["Farbe", "Color", "Couleur", "Colore", "カラー", "색상", "Cor", "สี", "Màu sắc", "Warna", "Kulay"],
  Size: ["Größe", "Talla", "Taille", "Taglia", "サイズ", "사이즈", "Tamanho", "ไซซ์", "Kích cỡ", "Ukuran", "Sukat"],
  "One size": ["Einheitsgröße", "Talla única", "Taille unique", "Taglia unica", "フリーサイズ", "원사이즈", "Tamanho único", "ฟรีไซซ์", "Một cỡ", "Satu ukuran", "Iisang sukat"],
  Black: ["Schwarz", "Negro", "Noir", "Nero", "ブラック", "블랙", "Preto", "ดำ", "Đen", "Hitam", "Itim"],
  White: ["Weiß", "Blanco", "Blanc", "Bianco", "ホワイト", "화이트", "Branco", "ขาว", "Trắng", "Putih", "Puti"],
  Navy: ["Marineblau", "Azul marino", "Bleu marine", "Blu navy", "ネイビー", "네이비", "Azul-marinho", "กรมท่า", "Xanh navy", "Biru dongker", "Asul-marino"],
  Red: ["Rot", "Rojo", "Rouge", "Rosso", "レッド", "레드", "Vermelho", "แดง", "Đỏ", "Merah", "Pula"],
  Green: ["Grün", "Verde", "Vert", "Verde", "グリーン", "그린", "Verde", "เขียว", "Xanh lá", "Hijau", "Berde"],
  Sand: ["Sand", "Arena", "Sable", "Sabbia", "サンド", "샌드", "Areia", "สีทราย", "Màu cát", "Pasir", "Buhangin"],
  Grey: ["Grau", "Gris", "Gris", "Grigio", "グレー", "그레이", "Cinza", "เทา", "Xám", "Abu-abu", "Abo"],
  Olive: ["Oliv", "Oliva", "Olive", "Oliva", "オリーブ", "올리브", "Oliva", "เขียวมะกอก", "Xanh ô liu", "Hijau zaitun", "Oliba"],
  Blue: ["Blau", "Azul", "Bleu", "Blu", "ブルー", "블루", "Azul", "น้ำเงิน", "Xanh dương", "Biru", "Asul"],
  Pink: ["Rosa", "Rosa", "Rose", "Rosa", "ピンク", "핑크", "Rosa", "ชมพู", "Hồng", "Merah muda", "Rosas"],
  // Banners (promotions)
  "Summer sale": ["Sommer-Sale", "Rebajas de verano", "Soldes d’été", "Saldi estivi", "サマーセール", "여름 세일", "Liquidação de verão", "ลดราคาหน้าร้อน", "Giảm giá mùa hè", "Obral musim panas", "Sale ngayong tag-init"],
  "Up to 40% off summer favourites.": ["Bis zu 40 % Rabatt auf Sommerlieblinge.", "Hasta un 40 % de descuento en favoritos de verano.", "Jusqu’à 40 % de réduction sur les favoris de l’été.", "Fino al 40% di sconto sui preferiti dell’estate.", "夏の人気アイテムが最大40%オフ。", "여름 인기 상품 최대 40% 할인.", "Até 40% de desconto nos favoritos do verão.", "ลดสูงสุด 40% สำหรับสินค้ายอดนิยมหน้าร้อน", "Giảm đến 40% cho các món được yêu thích mùa hè.", "Diskon hingga 40% untuk favorit musim panas.", "Hanggang 40% diskuwento sa mga paborito ngayong tag-init."],
  "Outerwear week": ["Jackenwoche", "Semana de abrigos", "Semaine des manteaux", "Settimana dei capispalla", "アウターウィーク", "아우터 위크", "Semana dos casacos", "สัปดาห์เสื้อคลุม", "Tuần lễ áo khoác", "Pekan pakaian luar", "Linggo ng mga dyaket"],
  "30% off jackets and coats.": ["30 % Rabatt auf Jacken und Mäntel.", "30 % de descuento en chaquetas y abrigos.", "30 % de réduction sur les vestes et manteaux.", "30% di sconto su giacche e cappotti.", "ジャケットとコートが30%オフ。", "재킷과 코트 30% 할인.", "30% de desconto em jaquetas e casacos.", "ลด 30% สำหรับแจ็กเก็ตและโค้ต", "Giảm 30% áo khoác và áo choàng.", "Diskon 30% untuk jaket dan mantel.", "30% diskuwento sa mga dyaket at coat."],
  "New season arrivals": ["Neu in dieser Saison", "Novedades de temporada", "Nouveautés de la saison", "Nuovi arrivi di stagione", "新作アイテム", "신상품 입고", "Novidades da estação", "สินค้าใหม่ประจำฤดู", "Hàng mới theo mùa", "Koleksi musim baru", "Mga bagong dating ngayong season"],
  "Fresh colours, easy fits.": ["Frische Farben, lockere Schnitte.", "Colores frescos, cortes cómodos.", "Des couleurs fraîches, des coupes faciles.", "Colori freschi, vestibilità comode.", "爽やかな色、楽な着心地。", "산뜻한 색상, 편안한 핏.", "Cores frescas, modelagens confortáveis.", "สีสันสดใส ใส่สบาย", "Màu sắc tươi mới, dáng mặc thoải mái.", "Warna segar, potongan nyaman.", "Sariwang kulay, komportableng sukat."],
  // Coupon titles: no amounts in a title (the card shows them in the shopper's currency)
  "10% off your first order": ["10 % Rabatt auf Ihre erste Bestellung", "10 % de descuento en tu primer pedido", "10 % de réduction sur votre première commande", "10% di sconto sul primo ordine", "初回注文10%オフ", "첫 주문 10% 할인", "10% de desconto no primeiro pedido", "ลด 10% สำหรับคำสั่งซื้อแรก", "Giảm 10% cho đơn hàng đầu tiên", "Diskon 10% untuk pesanan pertama", "10% diskuwento sa unang order"],
  "Big basket saving": ["Rabatt für große Einkäufe", "Ahorro en compras grandes", "Remise sur les grosses commandes", "Sconto sui grandi ordini", "まとめ買い割引", "대량 구매 할인", "Desconto em compras grandes", "ส่วนลดเมื่อซื้อครบ", "Ưu đãi đơn hàng lớn", "Hemat belanja banyak", "Tipid sa malakihang order"],
  "Gift order saving": ["Rabatt auf Geschenkbestellungen", "Descuento en pedidos de regalo", "Remise sur les commandes cadeaux", "Sconto sugli ordini regalo", "ギフト注文割引", "선물 주문 할인", "Desconto em pedidos de presente", "ส่วนลดคำสั่งซื้อของขวัญ", "Ưu đãi đơn quà tặng", "Diskon pesanan hadiah", "Diskuwento sa regalong order"],
  "20% off for members": ["20 % Rabatt für Mitglieder", "20 % de descuento para miembros", "20 % de réduction pour les membres", "20% di sconto per i membri", "会員限定20%オフ", "회원 20% 할인", "20% de desconto para membros", "ลด 20% สำหรับสมาชิก", "Giảm 20% cho thành viên", "Diskon 20% untuk anggota", "20% diskuwento para sa mga miyembro"],
  "Weekend saving": ["Wochenend-Rabatt", "Descuento de fin de semana", "Remise du week-end", "Sconto del weekend", "週末割引", "주말 할인", "Desconto de fim de semana", "ส่วนลดสุดสัปดาห์", "Ưu đãi cuối tuần", "Diskon akhir pekan", "Diskuwento sa weekend"],
  "12% off outerwear": ["12 % Rabatt auf Oberbekleidung", "12 % de descuento en abrigos", "12 % de réduction sur les manteaux", "12% di sconto sui capispalla", "アウター12%オフ", "아우터 12% 할인", "12% de desconto em casacos", "ลด 12% สำหรับเสื้อคลุม", "Giảm 12% áo khoác ngoài", "Diskon 12% untuk pakaian luar", "12% diskuwento sa panlabas na damit"],
  // Pages named in the head and foot
  "About us": ["Über uns", "Sobre nosotros", "À propos", "Chi siamo", "会社概要", "회사 소개", "Sobre nós", "เกี่ยวกับเรา", "Về chúng tôi", "Tentang kami", "Tungkol sa amin"],
  Contact: ["Kontakt", "Contacto", "Contact", "Contatti", "お問い合わせ", "문의하기", "Contato", "ติดต่อเรา", "Liên hệ", "Kontak", "Makipag-ugnayan"],
  "Privacy policy": ["Datenschutzerklärung", "Política de privacidad", "Politique de confidentialité", "Informativa sulla privacy", "プライバシーポリシー", "개인정보 처리방침", "Política de privacidade", "นโยบายความเป็นส่วนตัว", "Chính sách quyền riêng tư", "Kebijakan privasi", "Patakaran sa privacy"],
  "Terms of service": ["AGB", "Condiciones del servicio", "Conditions d’utilisation", "Termini di servizio", "利用規約", "이용약관", "Termos de serviço", "ข้อกำหนดการให้บริการ", "Điều khoản dịch vụ", "Ketentuan layanan", "Mga tuntunin ng serbisyo"],
  Shipping: ["Versand", "Envíos", "Livraison", "Spedizione", "配送について", "배송 안내", "Envio", "การจัดส่ง", "Vận chuyển", "Pengiriman", "Pagpapadala"],
  Returns: ["Rückgabe", "Devoluciones", "Retours", "Resi", "返品について", "반품 안내", "Devoluções", "การคืนสินค้า", "Đổi trả", "Pengembalian", "Mga pagbabalik"],
  "Accessibility statement": ["Erklärung zur Barrierefreiheit", "Declaración de accesibilidad", "Déclaration d’accessibilité", "Dichiarazione di accessibilità", "アクセシビリティ方針", "접근성 선언문", "Declaração de acessibilidade", "คำแถลงการณ์การเข้าถึง", "Tuyên bố về khả năng truy cập", "Pernyataan aksesibilitas", "Pahayag sa accessibility"],
  // Article categories
  "Style notes": ["Stilnotizen", "Notas de estilo", "Notes de style", "Note di stile", "スタイルノート", "스타일 노트", "Notas de estilo", "บันทึกสไตล์", "Ghi chú phong cách", "Catatan gaya", "Mga tala sa istilo"],
  "Care guides": ["Pflegetipps", "Guías de cuidado", "Guides d’entretien", "Guide alla cura", "お手入れガイド", "관리 가이드", "Guias de cuidados", "คู่มือการดูแล", "Hướng dẫn bảo quản", "Panduan perawatan", "Mga gabay sa pag-aalaga"],
  "Behind the scenes": ["Hinter den Kulissen", "Entre bastidores", "Dans les coulisses", "Dietro le quinte", "舞台裏", "비하인드 스토리", "Bastidores", "เบื้องหลัง", "Hậu trường", "Di balik layar", "Sa likod ng eksena"],
  // Tags and collections
  "New in": ["Neu eingetroffen", "Novedades", "Nouveautés", "Novità", "新着", "신상품", "Novidades", "มาใหม่", "Hàng mới", "Baru masuk", "Bagong dating"],
  Bestseller: ["Bestseller", "Más vendido", "Meilleure vente", "Più venduto", "ベストセラー", "베스트셀러", "Mais vendido", "ขายดี", "Bán chạy", "Terlaris", "Pinakamabenta"],
  "On sale": ["Im Angebot", "En oferta", "En promotion", "In offerta", "セール中", "세일", "Em promoção", "ลดราคา", "Đang giảm giá", "Diskon", "Naka-sale"],
  Organic: ["Bio", "Orgánico", "Bio", "Biologico", "オーガニック", "오가닉", "Orgânico", "ออร์แกนิก", "Hữu cơ", "Organik", "Organiko"],
  Summer: ["Sommer", "Verano", "Été", "Estate", "夏", "여름", "Verão", "ฤดูร้อน", "Mùa hè", "Musim panas", "Tag-init"],
  Winter: ["Winter", "Invierno", "Hiver", "Inverno", "冬", "겨울", "Inverno", "ฤดูหนาว", "Mùa đông", "Musim dingin", "Taglamig"],
  "Gift idea": ["Geschenkidee", "Idea de regalo", "Idée cadeau", "Idea regalo", "ギフトにおすすめ", "선물 추천", "Ideia de presente", "ไอเดียของขวัญ", "Gợi ý quà tặng", "Ide hadiah", "Ideya sa regalo"],
  Sustainable: ["Nachhaltig", "Sostenible", "Durable", "Sostenibile", "サステナブル", "지속 가능", "Sustentável", "ยั่งยืน", "Bền vững", "Berkelanjutan", "Napapanatili"],
  "Limited edition": ["Limitierte Auflage", "Edición limitada", "Édition limitée", "Edizione limitata", "限定版", "한정판", "Edição limitada", "รุ่นลิมิเต็ด", "Phiên bản giới hạn", "Edisi terbatas", "Limitadong edisyon"],
  Essentials: ["Basics", "Básicos", "Essentiels", "Essenziali", "定番アイテム", "필수 아이템", "Básicos", "ของจำเป็น", "Đồ thiết yếu", "Esensial", "Mga pangunahing gamit"],
  "The summer edit": ["Die Sommerauswahl", "La selección de verano", "La sélection d’été", "La selezione estiva", "サマーエディット", "여름 에디트", "A seleção de verão", "คอลเลกชันหน้าร้อน", "Tuyển chọn mùa hè", "Pilihan musim panas", "Piling pang-tag-init"],
  "Winter warmers": ["Winterwärmer", "Abrigo para el invierno", "Douceurs d’hiver", "Calore d’inverno", "冬のあったかアイテム", "겨울 보온 아이템", "Aconchego de inverno", "ของอุ่นหน้าหนาว", "Ấm áp mùa đông", "Penghangat musim dingin", "Pampainit sa taglamig"],
  "Everyday essentials": ["Alltags-Basics", "Básicos para cada día", "Essentiels du quotidien", "Essenziali di tutti i giorni", "毎日の定番", "데일리 필수템", "Básicos do dia a dia", "ของใช้ประจำวัน", "Đồ thiết yếu hằng ngày", "Esensial sehari-hari", "Pang-araw-araw na gamit"],
  "Gift guide": ["Geschenkeratgeber", "Guía de regalos", "Guide des cadeaux", "Guida ai regali", "ギフトガイド", "선물 가이드", "Guia de presentes", "คู่มือเลือกของขวัญ", "Cẩm nang quà tặng", "Panduan hadiah", "Gabay sa regalo"],
  // Delivery and payment methods
  "Standard delivery": ["Standardversand", "Envío estándar", "Livraison standard", "Spedizione standard", "通常配送", "일반 배송", "Entrega padrão", "จัดส่งแบบมาตรฐาน", "Giao hàng tiêu chuẩn", "Pengiriman standar", "Karaniwang padala"],
  "Express delivery": ["Expressversand", "Envío exprés", "Livraison express", "Spedizione express", "お急ぎ便", "특급 배송", "Entrega expressa", "จัดส่งด่วน", "Giao hàng nhanh", "Pengiriman ekspres", "Express na padala"],
  "Collect in store": ["Abholung im Geschäft", "Recogida en tienda", "Retrait en magasin", "Ritiro in negozio", "店舗受け取り", "매장 픽업", "Retirada na loja", "รับที่ร้าน", "Nhận tại cửa hàng", "Ambil di toko", "Kunin sa tindahan"],
  Card: ["Karte", "Tarjeta", "Carte bancaire", "Carta", "カード", "카드", "Cartão", "บัตร", "Thẻ", "Kartu", "Card"],
  "Bank transfer": ["Banküberweisung", "Transferencia bancaria", "Virement bancaire", "Bonifico bancario", "銀行振込", "계좌 이체", "Transferência bancária", "โอนเงินผ่านธนาคาร", "Chuyển khoản ngân hàng", "Transfer bank", "Bank transfer"],
  "Cash on delivery": ["Nachnahme", "Contra reembolso", "Paiement à la livraison", "Contrassegno", "代金引換", "배송 시 현금 결제", "Pagamento na entrega", "เก็บเงินปลายทาง", "Thanh toán khi nhận hàng", "Bayar di tempat", "Bayad pagdating"],
  // Their one-line descriptions (the checkout lists them beside the names)
  "3–5 working days, free over $99": ["3–5 Werktage, versandkostenfrei ab 99 $", "3–5 días laborables, gratis a partir de 99 $", "3 à 5 jours ouvrés, gratuite dès 99 $", "3–5 giorni lavorativi, gratuita sopra i 99 $", "3〜5営業日、99ドル以上で送料無料", "영업일 기준 3–5일, 99달러 이상 무료", "3–5 dias úteis, grátis acima de US$ 99", "3–5 วันทำการ ฟรีเมื่อสั่งซื้อเกิน $99", "3–5 ngày làm việc, miễn phí cho đơn trên 99 $", "3–5 hari kerja, gratis di atas $99", "3–5 araw ng trabaho, libre kapag lampas $99"],
  "1–2 working days": ["1–2 Werktage", "1–2 días laborables", "1 à 2 jours ouvrés", "1–2 giorni lavorativi", "1〜2営業日", "영업일 기준 1–2일", "1–2 dias úteis", "1–2 วันทำการ", "1–2 ngày làm việc", "1–2 hari kerja", "1–2 araw ng trabaho"],
  "Ready in 2 hours": ["In 2 Stunden abholbereit", "Listo en 2 horas", "Prêt en 2 heures", "Pronto in 2 ore", "2時間で受け取り可能", "2시간 후 수령 가능", "Pronto em 2 horas", "พร้อมรับภายใน 2 ชั่วโมง", "Sẵn sàng sau 2 giờ", "Siap dalam 2 jam", "Handa sa loob ng 2 oras"],
  "Visa, Mastercard, American Express": ["Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa、Mastercard、American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express", "Visa, Mastercard, American Express"],
  "Pay within 3 days": ["Zahlung innerhalb von 3 Tagen", "Pague en un plazo de 3 días", "Paiement sous 3 jours", "Paga entro 3 giorni", "3日以内にお支払い", "3일 이내 결제", "Pague em até 3 dias", "ชำระภายใน 3 วัน", "Thanh toán trong vòng 3 ngày", "Bayar dalam 3 hari", "Magbayad sa loob ng 3 araw"],
  "Pay the courier": ["Zahlung beim Zusteller", "Pague al repartidor", "Payez le livreur", "Paga al corriere", "配達員にお支払い", "배송 기사에게 결제", "Pague ao entregador", "ชำระกับพนักงานส่งของ", "Thanh toán cho người giao hàng", "Bayar ke kurir", "Magbayad sa courier"],
};

/** The English word in `language`, or undefined when the glossary has no entry for it. */
export function glossaryWord(english: string, language: GlossaryLanguage): string | undefined {
  return ROWS[english]?.[GLOSSARY_LANGUAGES.indexOf(language)];
}

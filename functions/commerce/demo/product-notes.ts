/**
 * The demo products' descriptions: what the piece is, then material, fit, care and sizing notes
 * for its product type, in English and Chinese (the other languages fall back to English, as the
 * glossary explains). Chosen from the product's noun and material, never from the random source,
 * so the catalogue's titles, prices and stock stay what they were.
 */
import { typeOfNoun, type ProductType } from "../media";
import { COLOURS, MATERIALS, type Words } from "./vocabulary";

type Notes = { intro: Words; fit: Words; sizing: Words };

// A table of texts, one product type per entry.
// prettier-ignore
const NOTES: Record<ProductType, Notes> = {
  tops: {
    intro: ["A {noun} in {material} that works on its own or under a jacket, with clean seams and a neat finish at the collar and hem.", "这款{noun}采用{material}，单穿或叠穿都合适，领口与下摆做工利落。", "呢件{noun}採用{material}，單穿或配外套都合適，領口與下擺做工俐落。"],
    fit: ["Regular fit: skims the body without clinging; sits at the hip.", "常规版型：贴合而不紧身，长度及臀。", "常規剪裁：貼身而不緊身，長度及臀。"],
    sizing: ["True to size. The model is 178 cm and wears M.", "尺码标准。模特身高 178 厘米，穿 M 码。", "尺碼標準。模特兒身高 178 厘米，穿 M 碼。"],
  },
  knitwear: {
    intro: ["A {noun} knitted in {material}, with ribbed cuffs and hem that keep their shape wash after wash.", "这款{noun}以{material}编织，罗纹袖口与下摆经多次洗涤仍能保持形状。", "呢件{noun}以{material}編織，坑紋袖口與下擺洗完都唔變形。"],
    fit: ["Relaxed fit with dropped shoulders; room for a shirt underneath.", "宽松版型，落肩设计，内搭衬衫也不拘束。", "寬鬆剪裁，落膊設計，入面著恤衫都唔會逼。"],
    sizing: ["Roomy: between sizes, take the smaller one.", "版型偏大：介于两个尺码之间时，请选小一码。", "版型偏大：介乎兩個尺碼之間，請揀細一碼。"],
  },
  dresses: {
    intro: ["A {noun} in {material} that moves well, with a defined waist and a hem that falls below the knee.", "这款{noun}采用{material}，垂坠灵动，收腰设计，裙摆过膝。", "呢件{noun}採用{material}，垂墜靈動，收腰設計，裙襬過膝。"],
    fit: ["Fitted at the waist, easy through the hips; fully lined.", "腰部合身，臀部宽松；全衬里。", "腰位貼身，臀位寬鬆；全襯裡。"],
    sizing: ["True to size; length 112 cm in size M.", "尺码标准；M 码衣长 112 厘米。", "尺碼標準；M 碼衣長 112 厘米。"],
  },
  "coats-and-jackets": {
    intro: ["A {noun} in {material}, made for changeable weather: taped seams, deep pockets and a collar that stands up to the wind.", "这款{noun}采用{material}，应对多变天气：压胶接缝、深口袋，立领挡风。", "呢件{noun}採用{material}，應付多變天氣：壓膠接縫、深口袋，企領擋風。"],
    fit: ["Cut to layer over knitwear; sleeves long enough to cover the wrist.", "可叠穿在针织衫外；袖长可盖住手腕。", "可以疊喺冷衫外面；袖長蓋過手腕。"],
    sizing: ["True to size; for thick layers underneath, size up.", "尺码标准；内搭厚衣时请选大一码。", "尺碼標準；入面著厚衫請揀大一碼。"],
  },
  "trousers-and-jeans": {
    intro: ["{noun} in {material} with a mid rise, five pockets' worth of room and reinforced seams where they wear first.", "这款{noun}采用{material}，中腰设计，口袋宽敞，易磨损处加固缝线。", "呢條{noun}採用{material}，中腰設計，口袋闊落，易磨損位置加固車線。"],
    fit: ["Straight through the leg from hip to hem; a little stretch for comfort.", "臀部至裤脚直筒剪裁，略带弹性，穿着舒适。", "由臀位到褲腳直身剪裁，略有彈性，著得舒服。"],
    sizing: ["Waist true to size; inside leg 81 cm, easy to shorten.", "腰围尺码标准；内长 81 厘米，可修改裤长。", "腰圍尺碼標準；內長 81 厘米，可以改短。"],
  },
  skirts: {
    intro: ["A {noun} in {material} with soft pleats and a flat waistband that sits comfortably at the waist.", "这款{noun}采用{material}，柔和褶裥，平整腰头穿着舒适。", "呢條{noun}採用{material}，柔和摺位，平整腰頭著得舒服。"],
    fit: ["A-line: fitted at the waist, flaring to the knee.", "A 字版型：腰部合身，裙摆至膝展开。", "A 字剪裁：腰位貼身，裙襬至膝散開。"],
    sizing: ["True to size; a hidden side zip.", "尺码标准；侧边隐形拉链。", "尺碼標準；側邊隱形拉鏈。"],
  },
  "shoes-and-trainers": {
    intro: ["{noun} with a {material} upper, a cushioned footbed and a grippy rubber sole for all-day wear.", "这款{noun}鞋面采用{material}，缓震鞋垫搭配防滑橡胶大底，全天穿着舒适。", "呢對{noun}鞋面採用{material}，軟墊鞋墊配防滑橡膠鞋底，成日著都舒服。"],
    fit: ["Standard width with a padded collar; the insole can be taken out.", "标准鞋楦，鞋口有衬垫；鞋垫可取出。", "標準鞋楦，鞋口有軟墊；鞋墊可以拎出嚟。"],
    sizing: ["Runs half a size small: between sizes, take the larger one.", "鞋码偏小半码：介于两个尺码之间时，请选大一码。", "鞋碼偏細半碼：介乎兩個尺碼之間，請揀大一碼。"],
  },
  "bags-and-backpacks": {
    intro: ["A {noun} in {material} with a lined main compartment, an inside zip pocket and sturdy stitched handles.", "这款{noun}采用{material}，主袋有内衬，配内侧拉链袋与牢固缝制的提手。", "呢個{noun}採用{material}，主袋有內襯，配內側拉鏈袋同堅固車縫手挽。"],
    fit: ["Holds a 14-inch laptop, a water bottle and a day's things.", "可容纳 14 英寸笔记本电脑、水瓶和一天所需物品。", "放得落 14 吋手提電腦、水樽同一日要用嘅嘢。"],
    sizing: ["One size: 40 × 32 × 12 cm; the strap adjusts.", "均码：40 × 32 × 12 厘米；肩带可调节。", "均碼：40 × 32 × 12 厘米；肩帶可以調校。"],
  },
  "hats-and-beanies": {
    intro: ["A {noun} in {material}, soft against the skin, with a band that keeps it in place on windy days.", "这款{noun}采用{material}，亲肤柔软，帽圈在大风天也能稳稳固定。", "呢頂{noun}採用{material}，貼膚柔軟，帽圈喺大風日子都戴得穩。"],
    fit: ["Sits just above the ears; roomy enough for thick hair.", "戴在耳朵上方；发量多也能轻松戴上。", "戴喺耳仔上面；頭髮多都戴得落。"],
    sizing: ["One size, fits head sizes 54–60 cm.", "均码，适合头围 54–60 厘米。", "均碼，適合頭圍 54–60 厘米。"],
  },
  scarves: {
    intro: ["A {noun} in {material}, long enough to wrap twice, finished by hand at the ends.", "这款{noun}采用{material}，长度足够绕颈两圈，两端手工收边。", "呢條{noun}採用{material}，長度夠圍兩圈，兩端人手收邊。"],
    fit: ["Light enough to wear indoors, warm enough for the walk home.", "轻薄得可在室内佩戴，又足以抵御回家路上的寒意。", "輕身得喺室內都戴得，又夠暖行返屋企。"],
    sizing: ["One size: 180 × 30 cm.", "均码：180 × 30 厘米。", "均碼：180 × 30 厘米。"],
  },
  "belts-and-accessories": {
    intro: ["A {noun} in {material} with a solid brass buckle that wears to a soft shine.", "这款{noun}采用{material}，实心黄铜扣头，越用越有光泽。", "呢條{noun}採用{material}，實心黃銅扣頭，越用越有光澤。"],
    fit: ["Five holes, 2.5 cm apart; fits standard belt loops.", "五个扣孔，间距 2.5 厘米；适合标准裤袢。", "五個扣孔，相距 2.5 厘米；啱標準褲耳。"],
    sizing: ["Take your trouser waist size plus 5 cm.", "请选择裤腰尺寸加 5 厘米。", "請揀褲頭尺寸加 5 厘米。"],
  },
};

/** Care by material, in the order of MATERIALS. */
// prettier-ignore
const CARE: Words[] = [
  ["Machine wash at 30 °C inside out; tumble dry low.", "翻面 30 °C 机洗；低温烘干。", "反轉 30 °C 機洗；低溫乾衣。"],
  ["Machine wash at 30 °C on a gentle cycle; iron while still damp.", "30 °C 轻柔机洗；半干时熨烫。", "30 °C 輕柔機洗；半乾時熨。"],
  ["Hand wash cold or use the wool cycle; dry flat.", "冷水手洗或羊毛程序洗涤；平铺晾干。", "凍水手洗或用羊毛程式；平放晾乾。"],
  ["Machine wash at 30 °C; line dry; made from recycled bottles.", "30 °C 机洗；悬挂晾干；由回收塑料瓶制成。", "30 °C 機洗；掛起晾乾；由回收膠樽製成。"],
  ["Wipe with a damp cloth; condition twice a year; keep away from heat.", "用湿布擦拭；每年保养两次；远离热源。", "用濕布抹；每年護理兩次；遠離熱源。"],
  ["Spot clean; hand wash cold if needed; air dry.", "局部清洁；必要时冷水手洗；自然晾干。", "局部清潔；有需要就凍水手洗；自然晾乾。"],
  ["Dry clean, or hand wash cold with a silk detergent; do not wring.", "干洗，或用真丝洗涤剂冷水手洗；切勿拧干。", "乾洗，或用真絲洗劑凍水手洗；切勿扭乾。"],
];

const LABELS: Record<"material" | "fit" | "care" | "sizing" | "colours", Words> = {
  material: ["Material", "材质", "物料"],
  fit: ["Fit", "版型", "剪裁"],
  care: ["Care", "护理", "護理"],
  sizing: ["Sizing", "尺码建议", "尺碼建議"],
  colours: ["Colours", "颜色", "顏色"],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The description of a product with this noun, material and colours: [en, zh, zh-HK] HTML. */
export function productNotes(noun: Words, material: Words, colours: string[]): Words {
  const notes = NOTES[typeOfNoun(slug(noun[0]))];
  const care = CARE[Math.max(0, MATERIALS.indexOf(material))];
  return [0, 1, 2].map((lang) => {
    const nounText = lang === 0 ? noun[0] : noun[lang];
    const intro = notes.intro[lang]
      .replace("{noun}", lang === 0 && !notes.intro[0].startsWith("{noun}") ? nounText.toLowerCase() : nounText)
      .replace("{material}", material[lang]);
    const colourNames = colours.map((key) => COLOURS[key][lang]).join(lang ? "、" : ", ");
    const colon = lang ? "：" : ": ";
    const item = (label: keyof typeof LABELS, text: string) =>
      `<li><strong>${LABELS[label][lang]}</strong>${colon}${text}</li>`;
    return (
      `<p>${intro}</p><ul>` +
      item("material", lang ? `100% ${material[lang]}` : `100% ${material[0]}`) +
      item("fit", notes.fit[lang]) +
      item("care", care[lang]) +
      item("sizing", notes.sizing[lang]) +
      item("colours", colourNames) +
      `</ul>`
    );
  }) as unknown as Words;
}
